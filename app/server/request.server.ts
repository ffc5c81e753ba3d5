/** Read a JSON body without trusting it: malformed JSON is a 400, not a 500. */
export async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; error: string }> {
  const text = await request.text();
  if (!text) return { ok: false, error: "Request body is empty" };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: "Request body is not valid JSON" };
  }
}

export function jsonError(status: number, error: string, headers?: HeadersInit) {
  return Response.json({ error }, { status, headers });
}
