/**
 * s3rver as its own process for bench/files.ts, so that the S3 server's memory is not counted in the
 * measured process's RSS. Prints the store options as one JSON line once listening; stops on SIGTERM.
 */
import { startS3Server } from "../tests/server/s3Server";

const s3 = await startS3Server("tessera-bench");
process.stdout.write(`${JSON.stringify(s3.options)}\n`);
process.on("SIGTERM", () => {
  s3.stop().finally(() => process.exit(0));
});
