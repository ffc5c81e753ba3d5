import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The folders of a build whose files are named by their content and referred to by pages and by the server bundle. */
export const hashedFolders = ["client/assets", "server/assets"] as const;

/** Written in each build: the hashed files it made itself, so the next build knows which ones to carry over. */
export const ownFilesName = "own-files.json";

type OwnFiles = Record<(typeof hashedFolders)[number], string[]>;

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/**
 * A new build keeps the hashed files of the build it replaces (only that one, not older ones): a page that a
 * running server sent a minute ago, or that another instance of the previous release still sends during a
 * rolling deploy, asks for its scripts by their old names, and the previous server bundle imports its lazy
 * chunks by theirs. Files the new build made are never overwritten. Returns how many files were carried over.
 */
export function carryOverPreviousFiles(currentBuild: string, nextBuild: string): number {
  const made = Object.fromEntries(hashedFolders.map((folder) => [folder, filesIn(path.join(nextBuild, folder))])) as OwnFiles;
  writeFileSync(path.join(nextBuild, ownFilesName), JSON.stringify(made));
  const ownFilesFile = path.join(currentBuild, ownFilesName);
  let carried = 0;
  for (const folder of hashedFolders) {
    // A build from before this rule has no list: everything in its folders is its own.
    const previous = existsSync(ownFilesFile)
      ? ((JSON.parse(readFileSync(ownFilesFile, "utf8")) as Partial<OwnFiles>)[folder] ?? [])
      : filesIn(path.join(currentBuild, folder));
    const keep = new Set(made[folder]);
    for (const file of previous) {
      const from = path.join(currentBuild, folder, file);
      if (keep.has(file) || !existsSync(from)) continue;
      mkdirSync(path.join(nextBuild, folder), { recursive: true });
      cpSync(from, path.join(nextBuild, folder, file));
      carried++;
    }
  }
  return carried;
}

/**
 * Put the finished build in place of the current one. Two renames, microseconds apart, instead of a build that
 * empties the folder a running server reads for the seconds it takes to compile.
 */
export function swapBuild(currentBuild: string, nextBuild: string): void {
  const old = `${currentBuild}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(currentBuild)) renameSync(currentBuild, old);
  renameSync(nextBuild, currentBuild);
  rmSync(old, { recursive: true, force: true });
}
