/**
 * The shared look of the site's e-mails. An e-mail is written once, as a list of
 * blocks (heading, paragraph, items, facts, button); React renders the HTML, so
 * every value a customer typed is escaped by construction, and the plain-text
 * part is written from the same blocks, so the two never say different things.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formattedAddress, salon } from "~/config/salon";
import type { MailContent } from "./mail-templates.server.ts";

export const mailColours = { ink: "#1f2a24", eucalyptus: "#2f4a3e", cream: "#faf6ef", muted: "#55605a", wattle: "#d9a441", line: "#e6e0d4" } as const;

export type MailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** Order lines and their totals; the last total is shown strongest. */
  | { kind: "items"; lines: { description: string; quantity: number; amount: string }[]; totals: [label: string, value: string][] }
  /** Label and value pairs; a value may hold several lines (opening hours). */
  | { kind: "facts"; rows: [label: string, value: string][] }
  | { kind: "button"; href: string; label: string };

export type MailMessage = { subject: string; blocks: MailBlock[] };

const serif = "Georgia,'Times New Roman',serif";

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "heading":
      return <h1 style={{ fontFamily: serif, fontSize: 23, lineHeight: 1.3, margin: "0 0 14px", color: mailColours.ink }}>{block.text}</h1>;
    case "paragraph":
      return <p style={{ margin: "0 0 14px", whiteSpace: "pre-line" }}>{block.text}</p>;
    case "items":
      return (
        <table role="presentation" style={{ borderCollapse: "collapse", width: "100%", margin: "6px 0 18px" }}>
          <tbody>
            {block.lines.map((line, index) => (
              <tr key={index} style={{ borderBottom: `1px solid ${mailColours.line}` }}>
                <td style={{ padding: "8px 8px 8px 0", verticalAlign: "top", whiteSpace: "nowrap", color: mailColours.muted }}>{line.quantity} ×</td>
                <td style={{ padding: "8px 8px 8px 0", verticalAlign: "top" }}>{line.description}</td>
                <td style={{ padding: "8px 0", verticalAlign: "top", textAlign: "right", whiteSpace: "nowrap" }}>{line.amount}</td>
              </tr>
            ))}
            {block.totals.map(([label, value], index) => {
              const last = index === block.totals.length - 1;
              return (
                <tr key={`total-${index}`}>
                  <td />
                  <td style={{ padding: "8px 8px 0 0", textAlign: "right", fontWeight: last ? 700 : 400 }}>{label}</td>
                  <td style={{ padding: "8px 0 0", textAlign: "right", whiteSpace: "nowrap", fontWeight: last ? 700 : 400 }}>{value}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      );
    case "facts":
      return (
        <table role="presentation" style={{ borderCollapse: "collapse", width: "100%", margin: "0 0 18px" }}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ textAlign: "left", verticalAlign: "top", padding: "6px 14px 6px 0", color: mailColours.muted, fontWeight: 600, whiteSpace: "nowrap" }}>
                  {label}
                </th>
                <td style={{ padding: "6px 0", whiteSpace: "pre-line" }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "button":
      return (
        <p style={{ margin: "22px 0" }}>
          <a
            href={block.href}
            style={{ display: "inline-block", background: mailColours.eucalyptus, color: mailColours.cream, textDecoration: "none", fontWeight: 600, padding: "14px 26px", borderRadius: 999 }}
          >
            {block.label}
          </a>
        </p>
      );
  }
}

function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, background: mailColours.cream, fontFamily: "Helvetica,Arial,sans-serif", color: mailColours.ink, lineHeight: 1.55 }}>
        <div style={{ maxWidth: 560, margin: "0 auto", padding: "32px 20px" }}>
          <p style={{ fontFamily: serif, fontSize: 20, color: mailColours.eucalyptus, margin: "0 0 24px" }}>{salon.name}</p>
          <div style={{ background: "#ffffff", borderRadius: 18, padding: "28px 24px" }}>{children}</div>
          <p style={{ fontSize: 12, color: mailColours.muted, marginTop: 24 }}>
            {salon.name} · {formattedAddress} · {salon.phone.display}
          </p>
        </div>
      </body>
    </html>
  );
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
    case "paragraph":
      return block.text;
    case "items": {
      const lines = block.lines.map((line) => `${line.quantity} × ${line.description}  ${line.amount}`);
      return [...lines, "", ...block.totals.map(([label, value]) => `${label}: ${value}`)].join("\n");
    }
    case "facts":
      // A value of several lines (opening hours) goes under its label, indented.
      return block.rows.map(([label, value]) => (value.includes("\n") ? `${label}:\n  ${value.replaceAll("\n", "\n  ")}` : `${label}: ${value}`)).join("\n");
    case "button":
      return `${block.label}: ${block.href}`;
  }
}

/** The e-mail as its subject, its plain text and its HTML. */
export function renderMail({ subject, blocks }: MailMessage): MailContent {
  const html = `<!doctype html>${renderToStaticMarkup(
    <MailLayout title={subject}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </MailLayout>,
  )}`;
  const text = [...blocks.map(blockText), `--\n${salon.name}\n${formattedAddress}\n${salon.phone.display}`].join("\n\n");
  return { subject, text, html };
}
