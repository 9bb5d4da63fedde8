/** The few parts of the untyped `s3rver` package (3.7) the tests and the bench use. */
declare module "s3rver" {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets (run() does it before listening). */
    configureBuckets(): Promise<void>;
    /** The Koa request handler (what run() serves). */
    callback(): (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void;
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
