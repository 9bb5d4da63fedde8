import { IconNames } from "@blueprintjs/icons";
import { describe, expect, it } from "vitest";
import { configuredIcon, ELEMENT_ICONS, letterGlyph } from "./icons";

describe("configuredIcon", () => {
  it("keeps a Blueprint name and maps the seed's Element-UI names to Blueprint icons", () => {
    expect(configuredIcon("application")).toBe("application");
    expect(configuredIcon(" el-icon-message ")).toBe("envelope");
    expect(configuredIcon("el-icon-user")).toBe("person");
    expect(configuredIcon("el-icon-phone-outline")).toBe("phone");
    expect(configuredIcon("el-icon-reading")).toBe("book");
    expect(configuredIcon("el-icon-money")).toBe("dollar");
  });

  it("answers undefined for a name that means nothing, so the caller draws a letter instead", () => {
    for (const name of [undefined, null, "", "  ", "el-icon-no-such", "fa fa-user", "not-an-icon"])
      expect(configuredIcon(name)).toBeUndefined();
  });

  it("maps every Element-UI name to an icon Blueprint has", () => {
    const known = new Set<string>(Object.values(IconNames));
    for (const name of Object.keys(ELEMENT_ICONS))
      expect(known.has(configuredIcon(`el-icon-${name}`) ?? ""), name).toBe(true);
  });
});

describe("letterGlyph", () => {
  it("is the first character, upper-cased, and ? for a blank label", () => {
    expect(letterGlyph("邮件系统")).toBe("邮");
    expect(letterGlyph(" wiki")).toBe("W");
    expect(letterGlyph("")).toBe("?");
  });
});
