"""The kiwi binary format (evanw/kiwi): schemas and messages, encoded and decoded in Python.

A schema is read from its binary form; values are plain Python: dicts for structs and
messages, enum members by name, `bytes` for byte arrays, lists for arrays. Structs need every
field; messages write the fields they are given, in field-id order, ended by 0.
"""

from __future__ import annotations

import builtins
import struct
from dataclasses import dataclass, field
from typing import Any

ENUM, STRUCT, MESSAGE = 0, 1, 2
PRIMITIVES = {-1: "bool", -2: "byte", -3: "int", -4: "uint", -5: "float", -6: "string", -7: "int64", -8: "uint64"}


class KiwiError(ValueError):
    """Bytes or values that do not fit the schema."""


@dataclass(frozen=True)
class Field:
    name: str
    type: int  # < 0 a primitive, >= 0 a definition index
    is_array: bool
    value: int  # field id (structs, messages) or member value (enums)


@dataclass
class Definition:
    name: str
    kind: int
    fields: list[Field]
    by_name: dict[str, Field] = field(init=False, repr=False)
    by_value: dict[int, Field] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_name = {f.name: f for f in self.fields}
        self.by_value = {f.value: f for f in self.fields}


@dataclass
class Schema:
    definitions: list[Definition]
    by_name: dict[str, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_name = {d.name: i for i, d in enumerate(self.definitions)}

    def __getitem__(self, name: str) -> Definition:
        return self.definitions[self.by_name[name]]


class Writer:
    def __init__(self) -> None:
        self.out = bytearray()

    def byte(self, value: int) -> None:
        if not 0 <= value <= 255:
            raise KiwiError(f"byte out of range: {value}")
        self.out.append(value)

    def bool(self, value: bool) -> None:
        self.out.append(1 if value else 0)

    def uint(self, value: int) -> None:
        if value < 0:
            raise KiwiError(f"uint cannot be negative: {value}")
        while value >= 0x80:
            self.out.append((value & 0x7F) | 0x80)
            value >>= 7
        self.out.append(value)

    def int(self, value: int) -> None:
        self.uint((value << 1) ^ (value >> 63) if value < 0 else value << 1)

    def uint64(self, value: builtins.int) -> None:
        if not 0 <= value < 1 << 64:
            raise KiwiError(f"uint64 out of range: {value}")
        for _ in range(8):
            if value < 0x80:
                break
            self.out.append((value & 0x7F) | 0x80)
            value >>= 7
        else:
            self.out.append(value & 0xFF)  # the ninth byte carries 8 bits
            return
        self.out.append(value)

    def int64(self, value: builtins.int) -> None:
        self.uint64(((value << 1) ^ (value >> 63)) & ((1 << 64) - 1))

    def float(self, value: float) -> None:
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        bits = ((bits >> 23) | (bits << 9)) & 0xFFFFFFFF
        if bits & 0xFF == 0:
            self.out.append(0)
        else:
            self.out += struct.pack("<I", bits)

    def string(self, value: str) -> None:
        data = value.encode("utf-8")
        if b"\0" in data:
            raise KiwiError("strings cannot contain NUL")
        self.out += data
        self.out.append(0)

    def raw(self, data: bytes) -> None:
        self.out += data


class Reader:
    def __init__(self, data: bytes) -> None:
        self.data = memoryview(data)
        self.at = 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise KiwiError("unexpected end of data")
        value = self.data[self.at]
        self.at += 1
        return value

    def bool(self) -> bool:
        value = self.byte()
        if value > 1:
            raise KiwiError(f"invalid bool {value}")
        return value == 1

    def uint(self) -> int:
        value, shift = 0, 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80 or shift >= 35:
                return value & 0xFFFFFFFF

    def int(self) -> int:
        value = self.uint()
        return ~(value >> 1) if value & 1 else value >> 1

    def uint64(self) -> builtins.int:
        value, shift = 0, 0
        for _ in range(8):
            b = self.byte()
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return value
        return value | (self.byte() << 56)

    def int64(self) -> builtins.int:
        value = self.uint64()
        return ~(value >> 1) if value & 1 else value >> 1

    def float(self) -> float:
        first = self.byte()
        if first == 0:
            return 0.0
        if self.at + 3 > len(self.data):
            raise KiwiError("unexpected end of data")
        bits = first | self.data[self.at] << 8 | self.data[self.at + 1] << 16 | self.data[self.at + 2] << 24
        self.at += 3
        bits = ((bits << 23) | (bits >> 9)) & 0xFFFFFFFF
        value: builtins.float = struct.unpack("<f", struct.pack("<I", bits))[0]
        return value

    def string(self) -> str:
        end = bytes(self.data[self.at :]).find(b"\0")
        if end < 0:
            raise KiwiError("unterminated string")
        value = bytes(self.data[self.at : self.at + end]).decode("utf-8")
        self.at += end + 1
        return value

    def raw(self, length: builtins.int) -> bytes:
        if self.at + length > len(self.data):
            raise KiwiError("unexpected end of data")
        value = bytes(self.data[self.at : self.at + length])
        self.at += length
        return value


def decode_schema(data: bytes) -> Schema:
    reader = Reader(data)
    definitions = []
    for _ in range(reader.uint()):
        name = reader.string()
        kind = reader.byte()
        if kind not in (ENUM, STRUCT, MESSAGE):
            raise KiwiError(f"invalid definition kind {kind} for {name}")
        fields = [Field(reader.string(), reader.int(), reader.bool(), reader.uint()) for _ in range(reader.uint())]
        definitions.append(Definition(name, kind, fields))
    if reader.at != len(reader.data):
        raise KiwiError("trailing bytes after the schema")
    schema = Schema(definitions)
    for definition in definitions:
        for f in definition.fields:
            if definition.kind != ENUM and not (f.type in PRIMITIVES or 0 <= f.type < len(definitions)):
                raise KiwiError(f"{definition.name}.{f.name} has an invalid type {f.type}")
    return schema


def encode_schema(schema: Schema) -> bytes:
    writer = Writer()
    writer.uint(len(schema.definitions))
    for definition in schema.definitions:
        writer.string(definition.name)
        writer.byte(definition.kind)
        writer.uint(len(definition.fields))
        for f in definition.fields:
            writer.string(f.name)
            writer.int(f.type)
            writer.bool(f.is_array)
            writer.uint(f.value)
    return bytes(writer.out)


def encode(schema: Schema, root: str, value: dict[str, Any]) -> bytes:
    writer = Writer()
    _write(writer, schema, schema.by_name[root], value, False, root)
    return bytes(writer.out)


def decode(schema: Schema, root: str, data: bytes) -> dict[str, Any]:
    reader = Reader(data)
    value = _read(reader, schema, schema.by_name[root], False)
    if reader.at != len(reader.data):
        raise KiwiError("trailing bytes after the message")
    if not isinstance(value, dict):
        raise KiwiError(f"{root} is not a message")
    return value


def _write(writer: Writer, schema: Schema, type_: int, value: Any, is_array: bool, path: str) -> None:
    if is_array:
        if type_ == -2:
            data = bytes(value)
            writer.uint(len(data))
            writer.raw(data)
            return
        if not isinstance(value, (list, tuple)):
            raise KiwiError(f"{path}: expected a list")
        writer.uint(len(value))
        for index, item in enumerate(value):
            _write(writer, schema, type_, item, False, f"{path}[{index}]")
        return
    if type_ < 0:
        try:
            getattr(writer, PRIMITIVES[type_])(value)
        except (TypeError, struct.error) as exc:
            raise KiwiError(f"{path}: {exc}") from None
        return
    definition = schema.definitions[type_]
    if definition.kind == ENUM:
        member = definition.by_name.get(value)
        if member is None:
            raise KiwiError(f"{path}: {value!r} is not a {definition.name}")
        writer.uint(member.value)
    elif definition.kind == STRUCT:
        if not isinstance(value, dict):
            raise KiwiError(f"{path}: expected a {definition.name} struct")
        for f in definition.fields:
            if f.name not in value:
                raise KiwiError(f"{path}: struct {definition.name} needs {f.name}")
            _write(writer, schema, f.type, value[f.name], f.is_array, f"{path}.{f.name}")
    else:
        if not isinstance(value, dict):
            raise KiwiError(f"{path}: expected a {definition.name} message")
        unknown = set(value) - set(definition.by_name)
        if unknown:
            raise KiwiError(f"{path}: {definition.name} has no field {sorted(unknown)[0]}")
        for f in sorted(definition.fields, key=lambda f: f.value):
            if f.name in value and value[f.name] is not None:
                writer.uint(f.value)
                _write(writer, schema, f.type, value[f.name], f.is_array, f"{path}.{f.name}")
        writer.uint(0)


def _read(reader: Reader, schema: Schema, type_: int, is_array: bool) -> Any:
    if is_array:
        count = reader.uint()
        if type_ == -2:
            return reader.raw(count)
        return [_read(reader, schema, type_, False) for _ in range(count)]
    if type_ < 0:
        return getattr(reader, PRIMITIVES[type_])()
    definition = schema.definitions[type_]
    if definition.kind == ENUM:
        raw = reader.uint()
        member = definition.by_value.get(raw)
        if member is None:
            raise KiwiError(f"{raw} is not a {definition.name}")
        return member.name
    if definition.kind == STRUCT:
        return {f.name: _read(reader, schema, f.type, f.is_array) for f in definition.fields}
    value: dict[str, Any] = {}
    while True:
        field_id = reader.uint()
        if field_id == 0:
            return value
        f = definition.by_value.get(field_id)
        if f is None:
            raise KiwiError(f"{definition.name} has no field id {field_id}")
        value[f.name] = _read(reader, schema, f.type, f.is_array)
