/**
 * Where the built index lives. `npm run build` writes it beside the server bundle
 * (react-router.config.ts, buildEnd); the server reads it once. (Relative imports only.)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultFulfilment, type Fulfilment } from "../../lib/shop/fulfilment.ts";
import { createHash } from "node:crypto";
import { menuFingerprint } from "../../lib/service-menu.ts";
import { contentMenuSections } from "../service-menu-content.server.ts";
import { assistantCorpus, fileWords, repositoryArticles, type AssistantArticle, type OwnerWords } from "./corpus.server.ts";
import { serialiseIndex, type SerialisedIndex } from "./engine.server.ts";

export const assistantIndexFile = "assistant-index.json";

/**
 * The built index, the shop setup its answers were worded for (pick-up or shipping), the service menu it quotes (the
 * content module's, which the first start seeds), the posts it holds and the FAQs and policies it quotes: a server
 * whose menu, posts and words are still those uses it.
 */
export type AssistantIndexFile = { fulfilment: Fulfilment; menu: string; articles: string; words: string; index: SerialisedIndex };

/** Which posts an index holds: the server uses the built one while its posts are the same. */
export function articlesFingerprint(articles: AssistantArticle[]): string {
  return createHash("sha256").update(JSON.stringify(articles)).digest("base64url");
}

/** Which FAQs and policies an index quotes: any saved change to their words moves it. */
export function wordsFingerprint(words: OwnerWords): string {
  return createHash("sha256").update(JSON.stringify(words)).digest("base64url");
}

/**
 * Build the index from the content and write it into the server build. It is worded for the
 * embedded shop, the default setup; a server selling through Shopify makes its own at start.
 */
export function writeAssistantIndex(serverBuildDirectory: string): { documents: number; bytes: number } {
  const menu = contentMenuSections();
  const articles = repositoryArticles(defaultFulfilment);
  const words = fileWords(defaultFulfilment);
  const docs = assistantCorpus(defaultFulfilment, menu, articles, words);
  const file: AssistantIndexFile = {
    fulfilment: defaultFulfilment,
    menu: menuFingerprint(menu),
    articles: articlesFingerprint(articles),
    words: wordsFingerprint(words),
    index: serialiseIndex(docs),
  };
  const json = JSON.stringify(file);
  mkdirSync(serverBuildDirectory, { recursive: true });
  writeFileSync(path.join(serverBuildDirectory, assistantIndexFile), json);
  return { documents: docs.length, bytes: Buffer.byteLength(json) };
}
