import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dockerfileProblems } from "./dockerfile-rules";

/** A Dockerfile that keeps every rule; each test below breaks one. */
const good = `FROM node:24.21.0-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM runtime-deps AS build
RUN npm ci --include=dev
COPY . .
RUN npm run build

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz')"]
CMD ["node", "server.ts"]
`;

const changed = (from: string, to: string) => {
  if (!good.includes(from)) throw new Error(`not in the good Dockerfile: ${from}`);
  return good.replace(from, to);
};

describe("the Dockerfile rules", () => {
  it("pass a Dockerfile that keeps them all", () => {
    expect(dockerfileProblems(good)).toEqual([]);
  });

  it("the project's Dockerfile keeps them all", () => {
    expect(dockerfileProblems(readFileSync("Dockerfile", "utf8"))).toEqual([]);
  });

  it("refuse what Docker would refuse to build, naming the line", () => {
    expect(dockerfileProblems(changed("EXPOSE 3000", "EXPOSE abc"))).toContain("Line 17: Invalid containerPort: abc.");
    expect(dockerfileProblems(changed("WORKDIR /app\nCOPY --from", "WORKDIIR /app\nCOPY --from"))).toContain("Line 13: Unknown instruction: WORKDIIR.");
    expect(dockerfileProblems("")).toContain("There is no FROM.");
  });

  it("want every base image pinned to one release or a digest; a stage built on another stage is pinned by it", () => {
    const unpinned = (image: string) => `Line 11: the base image ${image} is not pinned to one release (use an exact version such as node:24.21.0-bookworm-slim, or a digest).`;
    for (const image of ["node", "node:latest", "node:24", "node:24-bookworm-slim", "node:lts-slim", "node:${NODE}"]) {
      expect(dockerfileProblems(changed("FROM node:24.21.0-bookworm-slim\nENV", `FROM ${image}\nENV`))).toEqual([unpinned(image)]);
    }
    const digest = `node@sha256:${"a".repeat(64)}`;
    expect(dockerfileProblems(changed("FROM node:24.21.0-bookworm-slim\nENV", `FROM ${digest}\nENV`))).toEqual([]);
    expect(dockerfileProblems(changed("FROM node:24.21.0-bookworm-slim\nENV", "FROM registry.example:5000/node:24.21.0\nENV"))).toEqual([]);
  });

  it("want the final image to run as a user other than root", () => {
    expect(dockerfileProblems(changed("USER node\n", ""))).toEqual(["The final image has no USER: it would run as root (add USER node after the files are in place)."]);
    expect(dockerfileProblems(changed("USER node", "USER root"))).toEqual(["Line 16: the final image runs as root (use USER node)."]);
    expect(dockerfileProblems(changed("USER node", "USER 0:0"))).toEqual(["Line 16: the final image runs as root (use USER node)."]);
    // A USER in an earlier stage does not count for the final image.
    expect(dockerfileProblems(changed("USER node\n", "").replace("WORKDIR /app\nCOPY package.json", "USER node\nWORKDIR /app\nCOPY package.json"))).toEqual([
      "The final image has no USER: it would run as root (add USER node after the files are in place).",
    ]);
  });

  it("want a HEALTHCHECK on /healthz at the server's port", () => {
    const healthcheck = good.split("\n").find((line) => line.startsWith("HEALTHCHECK"))!;
    expect(dockerfileProblems(changed(`${healthcheck}\n`, ""))).toEqual(["The final image has no HEALTHCHECK: add one that asks /healthz."]);
    expect(dockerfileProblems(changed(healthcheck, "HEALTHCHECK NONE"))).toEqual(["The final image has no HEALTHCHECK: add one that asks /healthz."]);
    expect(dockerfileProblems(changed("/healthz", "/"))).toEqual(["Line 18: the HEALTHCHECK does not ask /healthz."]);
    expect(dockerfileProblems(changed(healthcheck, 'HEALTHCHECK CMD ["curl", "-f", "http://127.0.0.1:8080/healthz"]'))).toEqual([
      "Line 18: the HEALTHCHECK does not ask the server's port (use $PORT, or the port in ENV PORT).",
    ]);
    expect(dockerfileProblems(changed(healthcheck, 'HEALTHCHECK CMD ["curl", "-f", "http://127.0.0.1:3000/healthz"]'))).toEqual([]);
  });

  it("refuse a secret built in through ENV or ARG, by its name or a password in a URL", () => {
    for (const name of ["ADMIN_PASSWORD", "SHOPIFY_STOREFRONT_TOKEN", "SESSION_SECRET", "API_KEY", "DATABASE_URL", "SMTP_URL", "LEAD_WEBHOOK_URL"]) {
      expect(dockerfileProblems(changed("ENV NODE_ENV=production", `ENV ${name}=x NODE_ENV=production`))).toEqual([
        `Line 12: ENV ${name} would build a secret into the image: give it at run time (docker run -e, or the env file).`,
      ]);
    }
    expect(dockerfileProblems(changed("WORKDIR /app\nCOPY package.json", "ARG EMBEDDED_STOREFRONT_TOKEN\nWORKDIR /app\nCOPY package.json"))).toEqual([
      "Line 2: ARG EMBEDDED_STOREFRONT_TOKEN would build a secret into the image: give it at run time (docker run -e, or the env file).",
    ]);
    expect(dockerfileProblems(changed("ENV NODE_ENV=production", "ENV MIRROR=https://me:hunter2@mirror.example NODE_ENV=production"))).toEqual([
      "Line 12: ENV MIRROR holds a password in a URL: give it at run time.",
    ]);
    // Names that only look alike are settings, not secrets.
    expect(dockerfileProblems(changed("ENV NODE_ENV=production", "ENV KEYBOARD=us MAIL_FROM=salon@example.com NODE_ENV=production"))).toEqual([]);
  });

  it("want npm ci everywhere, and the final image's packages from npm ci --omit=dev", () => {
    expect(dockerfileProblems(changed("RUN npm ci --omit=dev", "RUN npm install --omit=dev"))).toEqual([
      "Line 4: install with npm ci, which installs exactly the lockfile.",
      "The final image's node_modules do not come from `npm ci --omit=dev`: development tools would ship and run in production.",
    ]);
    expect(dockerfileProblems(changed("RUN npm ci --omit=dev", "RUN npm ci"))).toEqual([
      "The final image's node_modules do not come from `npm ci --omit=dev`: development tools would ship and run in production.",
    ]);
    expect(dockerfileProblems(changed("--from=runtime-deps /app/node_modules", "--from=build /app/node_modules"))).toEqual([
      "The final image's node_modules do not come from `npm ci --omit=dev`: development tools would ship and run in production.",
    ]);
    expect(dockerfileProblems(changed("--from=runtime-deps /app/node_modules", "--from=deps /app/node_modules"))).toEqual([
      "Line 14: node_modules are copied from deps, which is not a stage of this Dockerfile.",
    ]);
  });

  it("want EXPOSE to be the port in ENV PORT", () => {
    expect(dockerfileProblems(changed("EXPOSE 3000", "EXPOSE 8080"))).toEqual(["EXPOSE (8080) is not the server's port, ENV PORT=3000."]);
    expect(dockerfileProblems(changed("EXPOSE 3000\n", ""))).toEqual(["EXPOSE (none) is not the server's port, ENV PORT=3000."]);
    expect(dockerfileProblems(changed("EXPOSE 3000", "EXPOSE 3000/tcp"))).toEqual([]);
    expect(dockerfileProblems(changed(" PORT=3000", ""))).toEqual(["The final image does not set ENV PORT, the port the server listens on."]);
  });

  it("want the server started in exec form without npm, so SIGTERM reaches it", () => {
    expect(dockerfileProblems(changed('CMD ["node", "server.ts"]', "CMD node server.ts"))).toEqual([
      "Line 19: CMD in shell form runs the server under /bin/sh, which does not pass SIGTERM on: use the exec form [\"node\", …].",
    ]);
    expect(dockerfileProblems(changed('CMD ["node", "server.ts"]', 'CMD ["npm", "start"]'))).toEqual(["Line 19: npm does not pass SIGTERM on to the server: start node directly."]);
    expect(dockerfileProblems(changed('CMD ["node", "server.ts"]\n', ""))).toEqual(["The final image has no CMD."]);
  });
});
