// An independent reader of design-tool clipboard fragments: evanw's kiwi-schema and pako, not our code.
// stdin: the text/html fragment. stdout: JSON with the metadata, schema facts and the decoded nodes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const require = createRequire(process.env.FW_NODE_MODULES + "/");
const kiwi = require("kiwi-schema");
const pako = require("pako");

const unescape = (s) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const html = unescape(readFileSync(0, "utf8"));
const meta = JSON.parse(Buffer.from(/\(figmeta\)([A-Za-z0-9+/=]*)\(\/figmeta\)/.exec(html)[1], "base64").toString());
const buffer = Buffer.from(/\(figma\)([A-Za-z0-9+/=]*)\(\/figma\)/.exec(html)[1], "base64");
if (buffer.subarray(0, 8).toString() !== "fig-kiwi") throw new Error("bad magic");
const version = buffer.readUInt32LE(8);
const chunks = [];
for (let at = 12; at < buffer.length;) {
  const length = buffer.readUInt32LE(at); at += 4;
  chunks.push(buffer.subarray(at, at + length)); at += length;
}
const schema = kiwi.decodeBinarySchema(pako.inflateRaw(chunks[0]));
const compiled = kiwi.compileSchema(schema);
const message = compiled.decodeMessage(pako.inflateRaw(chunks[1]));
const { createHash } = await import("node:crypto");
const blobSizes = (message.blobs || []).map((b) => b.bytes.length);
const blobSha1 = (message.blobs || []).map((b) => createHash("sha1").update(b.bytes).digest("hex"));
const nodes = message.nodeChanges.map((n) => ({
  guid: `${n.guid.sessionID}:${n.guid.localID}`,
  parent: n.parentIndex ? `${n.parentIndex.guid.sessionID}:${n.parentIndex.guid.localID}` : null,
  position: n.parentIndex ? n.parentIndex.position : null,
  type: n.type, name: n.name, size: n.size || null,
  x: n.transform ? n.transform.m02 : null, y: n.transform ? n.transform.m12 : null,
  fills: (n.fillPaints || []).map((p) => ({ type: p.type, color: p.color || null, hash: p.image ? Buffer.from(p.image.hash).toString("hex") : null, blob: p.image ? p.image.dataBlob : null })),
  strokes: (n.strokePaints || []).length, cornerRadius: n.cornerRadius ?? null,
  effects: (n.effects || []).map((e) => e.type), stackMode: n.stackMode || null, stackSpacing: n.stackSpacing ?? null,
  fontName: n.fontName || null, fontSize: n.fontSize ?? null, characters: n.textData ? n.textData.characters : null,
  glyphs: n.derivedTextData ? (n.derivedTextData.glyphs || []).map((g) => ({ blob: g.commandsBlob ?? null, x: g.position.x, y: g.position.y })) : [],
}));
process.stdout.write(JSON.stringify({
  meta, version, definitions: schema.definitions.length, pasteID: message.pasteID, type: message.type,
  pasteFileKey: message.pasteFileKey, pasteEditorType: message.pasteEditorType, blobSizes, blobSha1, nodes,
}));
