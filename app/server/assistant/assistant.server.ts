import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fulfilmentVariants } from "../../lib/fulfilment-blocks.ts";
import { postStamp, shownPosts } from "../blog-posts.server.ts";
import { log } from "../log.server.ts";
import { fulfilment } from "../public-config.server.ts";
import { assistantCorpus, repositoryArticles, type AssistantArticle } from "./corpus.server.ts";
import { Assistant, serialiseIndex } from "./engine.server.ts";
import { articlesFingerprint, assistantIndexFile, type AssistantIndexFile } from "./index-file.server.ts";

let built: AssistantIndexFile | null | undefined;

/** The index the build wrote (build/server, as server.ts finds the bundle), read once; the dev server and the unit tests have none. */
function builtIndex(): AssistantIndexFile | null {
  if (built !== undefined) return built;
  const file = path.resolve("build/server", assistantIndexFile);
  built = process.env.NODE_ENV !== "development" && !process.env.VITEST && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as AssistantIndexFile) : null;
  if (built) log("assistant.index_loaded", { file });
  return built;
}

let current: { key: string; assistant: Assistant } | undefined;

/**
 * The assistant over these posts. The build's index serves while the posts and the shop setup are the ones
 * it was made from; otherwise the index is made again, once per change of the posts (never per question).
 */
export function assistantFor(articles: AssistantArticle[], setup = fulfilment()): Assistant {
  const fingerprint = articlesFingerprint(articles);
  const key = `${setup}:${fingerprint}`;
  if (current?.key === key) return current.assistant;
  const file = builtIndex();
  const started = Date.now();
  const assistant =
    file?.fulfilment === setup && file.articles === fingerprint ? new Assistant(file.index) : new Assistant(serialiseIndex(assistantCorpus(setup, articles)));
  log("assistant.index_ready", { articles: articles.length, ms: Date.now() - started });
  current = { key, assistant };
  return assistant;
}

/** The assistant over the repository's posts (what a fresh database is seeded with). */
export function getAssistant(): Assistant {
  return assistantFor(repositoryArticles(fulfilment()));
}

let shownStamp: { stamp: string; articles: AssistantArticle[] } | undefined;

/** The assistant over the posts a visitor may read now: a post published, edited or taken down is answered from at once. */
export async function currentAssistant(): Promise<Assistant> {
  const setup = fulfilment();
  const posts = await shownPosts();
  const stamp = `${setup}|${posts.map(postStamp).join("|")}`;
  if (shownStamp?.stamp !== stamp) {
    const articles = posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      category: post.category,
      excerpt: post.excerpt,
      markdown: fulfilmentVariants(`post ${post.slug}`, post.body)[setup].trim(),
    }));
    shownStamp = { stamp, articles };
  }
  return assistantFor(shownStamp.articles, setup);
}
