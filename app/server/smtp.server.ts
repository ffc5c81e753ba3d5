import { randomBytes } from "node:crypto";
import net from "node:net";
import os from "node:os";
import tls from "node:tls";

/**
 * A small SMTP client (RFC 5321) for the site's own mail: EHLO, STARTTLS when
 * offered, AUTH PLAIN or LOGIN, one recipient, a multipart text+HTML message.
 * smtp://user:pass@host:587 upgrades with STARTTLS; smtps://…:465 is TLS from the start.
 */

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export class SmtpError extends Error {
  readonly code?: number;
  constructor(message: string, code?: number) {
    super(message);
    this.name = "SmtpError";
    this.code = code;
  }
}

type Reply = { code: number; lines: string[] };

class Connection {
  private buffer = "";
  private lines: string[] = [];
  private replies: Reply[] = [];
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  private socket: net.Socket | tls.TLSSocket;

  constructor(socket: net.Socket | tls.TLSSocket) {
    this.socket = socket;
    this.attach(socket);
  }

  private attach(socket: net.Socket | tls.TLSSocket) {
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => this.onData(chunk));
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new SmtpError("Connection closed by the server")));
  }

  private fail(error: Error) {
    this.failure ??= error;
    const waiter = this.waiting;
    this.waiting = undefined;
    waiter?.reject(this.failure);
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf("\n")) >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, "");
      this.buffer = this.buffer.slice(index + 1);
      this.lines.push(line);
      // "250-…" continues a reply; "250 …" ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.lines.map((l) => l.slice(4)) };
        this.lines = [];
        const waiter = this.waiting;
        this.waiting = undefined;
        if (waiter) waiter.resolve(reply);
        else this.replies.push(reply);
      }
    }
  }

  read(): Promise<Reply> {
    const queued = this.replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  async command(line: string | null, expected: number[], what = line?.split(" ")[0] ?? "greeting"): Promise<Reply> {
    const reply = this.read();
    if (line !== null) this.socket.write(`${line}\r\n`);
    const answer = await reply;
    if (!expected.includes(answer.code)) {
      throw new SmtpError(`SMTP ${what} refused: ${answer.code} ${answer.lines.join(" ").slice(0, 200)}`, answer.code);
    }
    return answer;
  }

  write(data: string) {
    this.socket.write(data);
  }

  async upgrade(servername: string) {
    this.socket.removeAllListeners("data");
    this.socket.removeAllListeners("close");
    this.socket.removeAllListeners("error");
    const secure = tls.connect({ socket: this.socket as net.Socket, servername });
    await new Promise<void>((resolve, reject) => {
      secure.once("secureConnect", () => resolve());
      secure.once("error", reject);
    });
    this.socket = secure;
    this.attach(secure);
  }

  close() {
    this.socket.destroy();
  }
}

function encodeHeader(value: string): string {
  const clean = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, "utf8").toString("base64")}?=`;
}

function base64Lines(text: string): string {
  return (
    Buffer.from(text, "utf8")
      .toString("base64")
      .match(/.{1,76}/g)
      ?.join("\r\n") ?? ""
  );
}

function addressOf(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return (match?.[1] ?? value).trim();
}

/** The whole message as sent after DATA (before dot-stuffing). */
export function buildMessage(mail: OutgoingMail, now = new Date()): string {
  const boundary = `wt-${randomBytes(12).toString("hex")}`;
  const domain = addressOf(mail.from).split("@")[1] ?? "localhost";
  const headers: Record<string, string> = {
    From: mail.from,
    To: mail.to,
    Subject: encodeHeader(mail.subject),
    Date: now.toUTCString().replace("GMT", "+0000"),
    "Message-ID": `<${randomBytes(16).toString("hex")}@${domain}>`,
    "MIME-Version": "1.0",
    ...mail.headers,
    "Content-Type": `multipart/alternative; boundary="${boundary}"`,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]+/g, " ")}`)
    .join("\r\n");
  const part = (type: string, body: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(body)}\r\n`;
  return `${head}\r\n\r\n${part("text/plain", mail.text)}${part("text/html", mail.html)}--${boundary}--\r\n`;
}

/** Send one message. Resolves once the server has accepted it (250 after DATA). */
export async function sendMail(smtpUrl: string, mail: OutgoingMail, options: { timeoutMs?: number } = {}): Promise<void> {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === "smtps:";
  if (!implicitTls && url.protocol !== "smtp:") throw new SmtpError(`Unsupported mail URL scheme ${url.protocol}`);
  const host = url.hostname;
  const port = Number(url.port || (implicitTls ? 465 : 587));
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const timeoutMs = options.timeoutMs ?? 20_000;

  const socket = await new Promise<net.Socket | tls.TLSSocket>((resolve, reject) => {
    const s = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    s.once(implicitTls ? "secureConnect" : "connect", () => resolve(s));
    s.once("error", reject);
  });
  socket.setTimeout(timeoutMs, () => socket.destroy(new SmtpError("SMTP server timed out")));
  const conn = new Connection(socket);
  try {
    await conn.command(null, [220]);
    const name = os.hostname() || "localhost";
    let ehlo = await conn.command(`EHLO ${name}`, [250]);
    const offers = (reply: Reply, ext: string) => reply.lines.some((l) => l.toUpperCase().startsWith(ext));
    if (!implicitTls && offers(ehlo, "STARTTLS")) {
      await conn.command("STARTTLS", [220]);
      await conn.upgrade(host);
      ehlo = await conn.command(`EHLO ${name}`, [250]);
    }
    if (user) {
      const auth = ehlo.lines.find((l) => l.toUpperCase().startsWith("AUTH")) ?? "";
      if (/\bPLAIN\b/i.test(auth) || !/\bLOGIN\b/i.test(auth)) {
        await conn.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString("base64")}`, [235], "AUTH");
      } else {
        await conn.command("AUTH LOGIN", [334], "AUTH");
        await conn.command(Buffer.from(user).toString("base64"), [334], "AUTH");
        await conn.command(Buffer.from(pass).toString("base64"), [235], "AUTH");
      }
    }
    await conn.command(`MAIL FROM:<${addressOf(mail.from)}>`, [250], "MAIL FROM");
    await conn.command(`RCPT TO:<${addressOf(mail.to)}>`, [250, 251], "RCPT TO");
    await conn.command("DATA", [354]);
    // Dot-stuffing: a line starting with "." gets another one.
    const body = buildMessage(mail).replace(/\r\n\./g, "\r\n..");
    const accepted = conn.read();
    conn.write(`${body}\r\n.\r\n`);
    const reply = await accepted;
    if (reply.code !== 250) throw new SmtpError(`SMTP message refused: ${reply.code} ${reply.lines.join(" ").slice(0, 200)}`, reply.code);
    await conn.command("QUIT", [221]).catch(() => undefined);
  } finally {
    conn.close();
  }
}
