/** The properties of an AuthResponse (CONTRACT.md §3): /auth, /sso/auth and the short-link answer. */
export const authResponseProperties = {
  token: { type: "string" },
  username: { type: "string" },
  account: { type: "string" },
  userId: { type: "string" },
  expiration: { type: "integer" },
  loginStatus: { type: "integer", enum: [0, 1] },
  userAttrs: {
    type: "object",
    properties: {
      tenantId: { type: "string" },
      isInitPassword: { type: "boolean" },
      guest: { type: "boolean" },
    },
  },
};
