// The same message through @figit/fig-kiwi's encoder, for a byte-for-byte comparison.
// stdin: JSON message, with byte arrays written as {"$bytes": "<base64>"}. stdout: base64 of the raw message.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const require = createRequire(process.env.FW_NODE_MODULES + "/");
const pako = require("pako");
const { encodeFigmaData } = await import(process.env.FW_NODE_MODULES + "/@figit/fig-kiwi/dist/index.mjs");
const revive = (key, value) => (value && typeof value === "object" && "$bytes" in value)
  ? Uint8Array.from(Buffer.from(value.$bytes, "base64")) : value;
const message = JSON.parse(readFileSync(0, "utf8"), revive);
const { figBytes } = encodeFigmaData(message);
const buf = Buffer.from(figBytes);
let at = 12; const chunks = [];
while (at < buf.length) { const n = buf.readUInt32LE(at); at += 4; chunks.push(buf.subarray(at, at + n)); at += n; }
process.stdout.write(Buffer.from(pako.inflateRaw(chunks[1])).toString("base64"));
