/** Where and how to reach an S3-compatible object store (issue 15 §1). */
export interface S3FileStoreOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO or s3rver; absent for AWS itself. */
  endpoint?: string;
  bucket: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Prepended to every key, so that several deployments may share a bucket. */
  prefix?: string;
}

/** A missing or malformed S3 setting, named so that whoever deploys knows what to set. */
export class S3ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "S3ConfigError";
  }
}

/**
 * The S3 store's options from the environment when FILE_STORE=s3 (null for any other FILE_STORE).
 * Required: S3_BUCKET, and with an S3_ENDPOINT both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (on AWS itself,
 * with no endpoint, the keys may be left out for the SDK's own credential chain, never one without the other).
 * Optional: S3_REGION (default us-east-1), S3_FORCE_PATH_STYLE (default true when an endpoint is set), S3_PREFIX.
 * Throws S3ConfigError naming what is missing or malformed.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3FileStoreOptions | null {
  if ((env.FILE_STORE ?? "").trim().toLowerCase() !== "s3") return null;
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const endpoint = value("S3_ENDPOINT");
  const bucket = value("S3_BUCKET");
  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  const missing: string[] = [];
  if (!bucket) missing.push("S3_BUCKET");
  if (endpoint && !accessKeyId) missing.push("S3_ACCESS_KEY_ID");
  if (endpoint && !secretAccessKey) missing.push("S3_SECRET_ACCESS_KEY");
  if (missing.length)
    throw new S3ConfigError(`FILE_STORE=s3 needs ${missing.join(", ")} (see docs/files.md)`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new S3ConfigError("set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  if (endpoint && !/^https?:\/\/[^\s/]+/i.test(endpoint))
    throw new S3ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const pathStyle = value("S3_FORCE_PATH_STYLE")?.toLowerCase();
  if (pathStyle !== undefined && !["true", "false", "1", "0"].includes(pathStyle))
    throw new S3ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    endpoint,
    bucket: bucket as string,
    region: value("S3_REGION") ?? "us-east-1",
    accessKeyId,
    secretAccessKey,
    forcePathStyle:
      pathStyle === undefined ? endpoint !== undefined : pathStyle === "true" || pathStyle === "1",
    prefix: value("S3_PREFIX"),
  };
}
