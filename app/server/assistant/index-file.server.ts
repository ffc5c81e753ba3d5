/**
 * Where the built index lives. `npm run build` writes it beside the server bundle
 * (react-router.config.ts, buildEnd); the server reads it once. (Relative imports only.)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assistantCorpus } from "./corpus.server.ts";
import { serialiseIndex } from "./engine.server.ts";

export const assistantIndexFile = "assistant-index.json";

/** Build the index from the content and write it into the server build. */
export function writeAssistantIndex(serverBuildDirectory: string): { documents: number; bytes: number } {
  const docs = assistantCorpus();
  const json = JSON.stringify(serialiseIndex(docs));
  mkdirSync(serverBuildDirectory, { recursive: true });
  writeFileSync(path.join(serverBuildDirectory, assistantIndexFile), json);
  return { documents: docs.length, bytes: Buffer.byteLength(json) };
}
