import type pg from "pg";

/**
 * Reading bytea without a JavaScript string in between (PostgreSQL only). node-postgres decodes every
 * value of an ordinary result as a UTF-8 string, even one asked for in binary format, so a bytea value
 * always became a string twice its size (hex) or a third larger (Base64). V8 keeps strings that large as
 * garbage in its old generation until a full collection: a 200 MB download raised the server's RSS by up to
 * 240 MB (bench/README.md "Files"). `COPY … TO STDOUT (FORMAT binary)` is answered in CopyData messages,
 * which node-postgres hands over as bytes.
 */

/** A connection of node-postgres as a submitted query sees it. */
interface ProtocolConnection {
  query(text: string): void;
  sendCopyFail(message: string): void;
}

/** A query node-postgres runs through `client.query(submittable)`: a simple-protocol COPY TO STDOUT. */
class CopyOut {
  private readonly pieces: Buffer[] = [];
  private settled = false;

  constructor(
    private readonly text: string,
    private readonly settle: (err: Error | undefined, pieces: Buffer[]) => void,
  ) {}

  submit(connection: ProtocolConnection): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    // The chunk is a view of the driver's read buffer, which it reuses.
    this.pieces.push(Buffer.from(message.chunk));
  }

  handleError(err: Error): void {
    this.finish(err);
  }

  handleReadyForQuery(): void {
    this.finish(undefined);
  }

  handleCopyInResponse(connection: ProtocolConnection): void {
    connection.sendCopyFail("COPY FROM is not expected here");
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}

  private finish(err: Error | undefined): void {
    if (this.settled) return;
    this.settled = true;
    this.settle(err, this.pieces);
  }
}

/**
 * The first field of the first row of a binary COPY's output; undefined when it has no row or is NULL. The
 * output comes in CopyData messages (the header with the first row, then the trailer): the first one alone
 * is read when it holds the whole field, so a chunk is not copied once more.
 */
export function firstBinaryField(pieces: Buffer[]): Buffer | undefined {
  const [first] = pieces;
  if (!first) throw new Error("COPY gave no output");
  const field = fieldIn(first);
  if (field !== "incomplete") return field;
  const whole = fieldIn(Buffer.concat(pieces));
  if (whole === "incomplete") throw new Error("COPY output ended inside its first row");
  return whole;
}

/** {@link firstBinaryField} of one buffer, or "incomplete" when the buffer ends before the field does. */
function fieldIn(data: Buffer): Buffer | undefined | "incomplete" {
  // Header: the 11-byte signature, 32-bit flags, a 32-bit extension length and the extension.
  if (data.length < 19) return "incomplete";
  let at = 19 + data.readInt32BE(15);
  if (data.length < at + 2) return "incomplete";
  const fields = data.readInt16BE(at);
  at += 2;
  if (fields < 1) return undefined;
  if (data.length < at + 4) return "incomplete";
  const length = data.readInt32BE(at);
  at += 4;
  if (length < 0) return undefined;
  return data.length < at + length ? "incomplete" : data.subarray(at, at + length);
}

/**
 * The bytea value `select` (one row, one column) gives, read with a binary COPY on `client`. COPY takes no
 * bind parameters: `settings` are set first with set_config (for this session) and `select` reads them with
 * current_setting(name), so values never enter the SQL text.
 */
export async function copyOutBytea(
  client: pg.ClientBase,
  select: string,
  settings: Record<string, string>,
): Promise<Buffer | undefined> {
  const names = Object.keys(settings);
  if (names.length > 0) {
    const calls = names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, false)`).join(", ");
    await client.query(
      `SELECT ${calls}`,
      names.flatMap((name) => [name, settings[name]]),
    );
  }
  const pieces = await new Promise<Buffer[]>((resolve, reject) => {
    const copy = new CopyOut(`COPY (${select}) TO STDOUT (FORMAT binary)`, (err, output) =>
      err ? reject(err) : resolve(output),
    );
    client.query(copy as unknown as pg.Submittable);
  });
  return firstBinaryField(pieces);
}
