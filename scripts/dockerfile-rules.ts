/**
 * The rules the site's Dockerfile keeps, checked by `npm test` where Docker itself is not installed: its syntax
 * (dockerfile-utils, the parser and validator behind editors' Dockerfile support), then what makes the image safe
 * to run. Each problem is one sentence naming the line.
 */
import { type Arg, Copy, DockerfileParser, type Env, type Instruction, JSONInstruction, PropertyInstruction } from "dockerfile-ast";
import { validate } from "dockerfile-utils";

/** Settings that hold a password, a token or a key, or a URL that may carry one: given at run time, never built in. */
const secretName = /PASSWORD|PASSWD|SECRET|TOKEN|CREDENTIAL|PRIVATE|(^|_)KEY$|^DATABASE_URL$|^SMTP_URL$|_WEBHOOK_URL$/i;
/** A URL with a user and password in it. */
const credentialsInUrl = /\/\/[^/\s:@]+:[^/\s@]+@/;
/** A version that names one release (24.21.0), not a moving line (24, lts, latest). */
const exactVersion = /^v?\d+\.\d+\.\d+(-[\w.-]+)?$/;

type Stage = { name: string | null; image: string; line: number; instructions: Instruction[] };

const lineOf = (instruction: Instruction) => instruction.getRange().start.line + 1;

function stagesOf(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction.getKeyword() === "FROM") {
      const [image = "", , name] = instruction.getArguments().map((argument) => argument.getValue());
      stages.push({ name: name ?? null, image, line: lineOf(instruction), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The stage and the stages it is built on, oldest first. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((other) => other !== stage && other.name !== null && other.name === stage.image);
  return parent ? [...lineage(stages, parent), stage] : [stage];
}

const keyword = (stage: Stage, name: string) => stage.instructions.filter((instruction) => instruction.getKeyword() === name);

/** Base images pinned to one release: an exact version tag or a digest, so a rebuild cannot change what runs. */
function unpinnedImages(stages: Stage[]): string[] {
  const names = new Set(stages.map((stage) => stage.name));
  return stages
    .filter((stage) => !names.has(stage.image) && stage.image !== "scratch")
    .filter((stage) => {
      if (stage.image.includes("$")) return true;
      if (/@sha256:[0-9a-f]{64}$/.test(stage.image)) return false;
      const slash = stage.image.lastIndexOf("/");
      const colon = stage.image.indexOf(":", slash + 1);
      return colon < 0 || !exactVersion.test(stage.image.slice(colon + 1));
    })
    .map((stage) => `Line ${stage.line}: the base image ${stage.image} is not pinned to one release (use an exact version such as node:24.21.0-bookworm-slim, or a digest).`);
}

/** The running image is not root: a break-in through the site cannot rewrite the image or the system. */
function runsAsRoot(stage: Stage): string[] {
  const user = keyword(stage, "USER").at(-1);
  if (!user) return ["The final image has no USER: it would run as root (add USER node after the files are in place)."];
  const name = (user.getArgumentsContent() ?? "").split(":")[0]!.trim();
  return name === "root" || name === "0" ? [`Line ${lineOf(user)}: the final image runs as root (use USER node).`] : [];
}

/** The platform can tell a server that cannot serve: a HEALTHCHECK that asks /healthz on the server's own port. */
function missingHealthcheck(stage: Stage, port: string | null): string[] {
  const check = keyword(stage, "HEALTHCHECK").at(-1);
  const command = check?.getArgumentsContent() ?? "";
  if (!check || /^\s*NONE\b/i.test(command)) return ["The final image has no HEALTHCHECK: add one that asks /healthz."];
  if (!command.includes("/healthz")) return [`Line ${lineOf(check)}: the HEALTHCHECK does not ask /healthz.`];
  const onPort = /\$\{?PORT\b|process\.env\.PORT/.test(command) || (port !== null && command.includes(`:${port}/`));
  return onPort ? [] : [`Line ${lineOf(check)}: the HEALTHCHECK does not ask the server's port (use $PORT, or the port in ENV PORT).`];
}

/** Nothing secret is built in: ENV and ARG values stay in the image's layers and history for anyone who pulls it. */
function builtInSecrets(stages: Stage[]): string[] {
  const problems: string[] = [];
  for (const stage of stages) {
    for (const instruction of stage.instructions) {
      if (!(instruction instanceof PropertyInstruction)) continue;
      for (const property of (instruction as Env | Arg).getProperties()) {
        const name = property.getName();
        if (secretName.test(name)) problems.push(`Line ${lineOf(instruction)}: ${instruction.getKeyword()} ${name} would build a secret into the image: give it at run time (docker run -e, or the env file).`);
        else if (credentialsInUrl.test(property.getValue() ?? "")) problems.push(`Line ${lineOf(instruction)}: ${instruction.getKeyword()} ${name} holds a password in a URL: give it at run time.`);
      }
    }
  }
  return problems;
}

/**
 * The running image's packages are exactly the lockfile's, without development tools: every install is `npm ci`,
 * and the node_modules the final image gets come from an `npm ci --omit=dev`.
 */
function devDependenciesShipped(stages: Stage[], final: Stage): string[] {
  const problems: string[] = [];
  for (const stage of stages) {
    for (const run of keyword(stage, "RUN")) {
      if (/\bnpm\s+(install|i|add)\b/.test(run.getArgumentsContent() ?? "")) problems.push(`Line ${lineOf(run)}: install with npm ci, which installs exactly the lockfile.`);
    }
  }
  const copied = keyword(final, "COPY").find((copy) => copy instanceof Copy && copy.getFromFlag() && /node_modules/.test(copy.getArgumentsContent() ?? ""));
  const fromName = copied instanceof Copy ? copied.getFromFlag()?.getValue() : null;
  const source = fromName ? stages.find((stage) => stage.name === fromName) : final;
  if (!source) return [...problems, `Line ${lineOf(copied!)}: node_modules are copied from ${fromName}, which is not a stage of this Dockerfile.`];
  const installs = lineage(stages, source)
    .flatMap((stage) => keyword(stage, "RUN"))
    .filter((run) => /\bnpm\s+ci\b/.test(run.getArgumentsContent() ?? ""));
  const last = installs.at(-1);
  if (!last || !/--omit[= ]dev\b/.test(last.getArgumentsContent() ?? "")) {
    problems.push("The final image's node_modules do not come from `npm ci --omit=dev`: development tools would ship and run in production.");
  }
  return problems;
}

/** EXPOSE says the port the server listens on (ENV PORT), so a platform maps the right one. */
function exposedPortMismatch(final: Stage): { problems: string[]; port: string | null } {
  const port = keyword(final, "ENV")
    .flatMap((env) => (env as Env).getProperties())
    .filter((property) => property.getName() === "PORT")
    .at(-1)
    ?.getValue();
  if (!port) return { problems: ["The final image does not set ENV PORT, the port the server listens on."], port: null };
  const exposed = keyword(final, "EXPOSE").flatMap((expose) => expose.getArguments().map((argument) => argument.getValue().replace(/\/tcp$/, "")));
  if (exposed.length !== 1 || exposed[0] !== port) return { problems: [`EXPOSE (${exposed.join(", ") || "none"}) is not the server's port, ENV PORT=${port}.`], port };
  return { problems: [], port };
}

/** `docker stop` sends SIGTERM to the server itself, which drains: the command is in exec form, and not npm (which does not pass signals on). */
function signalsLost(final: Stage): string[] {
  const command = [...keyword(final, "ENTRYPOINT"), ...keyword(final, "CMD")][0];
  if (!command) return ["The final image has no CMD."];
  if (!(command instanceof JSONInstruction) || !command.getOpeningBracket()) {
    return [`Line ${lineOf(command)}: ${command.getKeyword()} in shell form runs the server under /bin/sh, which does not pass SIGTERM on: use the exec form ["node", …].`];
  }
  const program = command.getJSONStrings()[0]?.getJSONValue() ?? "";
  return /(^|\/)(npm|npx|yarn|pnpm)$/.test(program) ? [`Line ${lineOf(command)}: ${program} does not pass SIGTERM on to the server: start node directly.`] : [];
}

/** Every problem with a Dockerfile's text: its syntax first, then the rules above. An empty list: it passes. */
export function dockerfileProblems(text: string): string[] {
  const syntax = validate(text).map((diagnostic) => `Line ${diagnostic.range.start.line + 1}: ${diagnostic.message}.`);
  const stages = stagesOf(text);
  const final = stages.at(-1);
  if (!final) return [...syntax, "There is no FROM."];
  const exposed = exposedPortMismatch(final);
  return [
    ...syntax,
    ...unpinnedImages(stages),
    ...runsAsRoot(final),
    ...missingHealthcheck(final, exposed.port),
    ...builtInSecrets(stages),
    ...devDependenciesShipped(stages, final),
    ...exposed.problems,
    ...signalsLost(final),
  ];
}
