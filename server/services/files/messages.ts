/** Messages of the file service ([zh-CN, en-US]); merged into server/http/messages.ts. */
export const FILE_MESSAGES = {
  fileTypeRefused: ["上传的附件只能是 {list}格式!", "Attachments may only be of the types {list}!"],
  fileTooLarge: [
    "上传的附件不能超过{size}，请压缩后重试",
    "An attachment may not be larger than {size}; please compress it and try again",
  ],
  fileTooMany: ["一次最多上传{n}个附件", "At most {n} attachments may be uploaded at once"],
  fileNone: ["请选择要上传的附件", "Please choose a file to upload"],
  fileNotMultipart: [
    "上传请求必须是 multipart/form-data 格式",
    "An upload must be sent as multipart/form-data",
  ],
  fileUnexpectedField: ["上传的附件字段应为 {field}", "The file field of this upload is {field}"],
  fileNotFound: ["附件不存在或无权查看", "The attachment does not exist or is not yours to see"],
  fileTooManyIds: ["一次最多下载{n}个附件", "At most {n} attachments may be downloaded at once"],
  fileZipName: ["附件", "files"],
} as const satisfies Record<string, readonly [string, string]>;
