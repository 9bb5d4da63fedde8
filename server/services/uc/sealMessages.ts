/** Messages of the electronic seal ([zh-CN, en-US]); merged into server/http/messages.ts. */
export const SEAL_MESSAGES = {
  sealLoginPwdEmpty: ["请输入登录密码！", "Please enter your login password!"],
  sealPwdEmpty: ["请输入密码！", "Please enter the password!"],
  sealConfirmEmpty: ["请输入确认密码！", "Please enter the confirmation password!"],
  sealPwdMismatch: ["密码与确认密码不一致！", "The password and its confirmation differ!"],
  sealOldPwdEmpty: ["请输入原签章密码！", "Please enter the current seal password!"],
  sealLoginPwdWrong: ["登录密码错误", "The login password is wrong"],
  sealOldPwdWrong: ["原签章密码错误", "The current seal password is wrong"],
  sealTooManyFailures: [
    "密码错误次数过多，请{n}分钟后再试",
    "Too many wrong passwords; try again in {n} minutes",
  ],
  sealFileBad: ["请上传后缀名为png类型的图片", "Please upload a picture with the png extension"],
  sealChanged: ["签章已被修改，请刷新后重试", "The seal was changed meanwhile; please reload and try again"],
  sealSaved: ["操作成功", "Operation succeeded"],
} as const satisfies Record<string, readonly [string, string]>;
