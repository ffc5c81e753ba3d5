import { createServer, type AddressInfo, type Server, type Socket } from "node:net";

/** A stand-in SMTP server: just enough of RFC 5321 to accept (or refuse) one message. */
export async function smtpStandIn({ refuseRecipient = false } = {}) {
  const transcript: string[] = [];
  const messages: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 standin ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      if (inData) {
        data += buffer;
        buffer = "";
        const end = data.indexOf("\r\n.\r\n");
        if (end >= 0) {
          messages.push(data.slice(0, end));
          inData = false;
          data = "";
          socket.write("250 2.0.0 queued\r\n");
        }
        return;
      }
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        transcript.push(line);
        const verb = line.split(" ")[0]!.toUpperCase();
        if (verb === "EHLO") socket.write("250-standin\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n");
        else if (verb === "AUTH") socket.write("235 2.7.0 accepted\r\n");
        else if (verb === "MAIL") socket.write("250 ok\r\n");
        else if (verb === "RCPT") socket.write(refuseRecipient ? "550 5.1.1 no such user\r\n" : "250 ok\r\n");
        else if (verb === "DATA") {
          socket.write("354 go ahead\r\n");
          inData = true;
          data = buffer;
          buffer = "";
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("502 not implemented\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, transcript, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

