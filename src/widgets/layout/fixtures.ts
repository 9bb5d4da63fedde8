/** Story and test fixtures of the layout widgets (no network: images are inline SVG). */

/** An inline SVG picture of a colour with a caption, as a data: URL. */
export function pictureUrl(color: string, caption: string, width = 960, height = 540): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="50%" fill="#fff" font-size="48" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle">${caption}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleSlides = [
  { src: pictureUrl("#2d72d2", "年度总结大会"), title: "2026 年度总结大会圆满召开" },
  { src: pictureUrl("#238551", "新园区启用"), title: "新园区正式启用", href: "/news/list" },
  { src: pictureUrl("#c87619", "安全生产月"), title: "安全生产月活动通知" },
];

export const sampleImages = [
  { src: pictureUrl("#2d72d2", "合同扫描件 1"), name: "合同扫描件-1.png" },
  { src: pictureUrl("#7961db", "合同扫描件 2", 540, 960), name: "合同扫描件-2.png" },
  { src: pictureUrl("#238551", "发票"), name: "发票.png" },
];

export const sampleFiles = [
  {
    id: "d-1",
    originName: "规章制度",
    childList: [
      { id: "f-1", originName: "员工手册（2026 版）.pdf", size: 3_250_000 },
      { id: "f-2", originName: "考勤管理办法.docx", size: 48_200 },
      {
        id: "d-2",
        originName: "财务",
        childList: [{ id: "f-3", originName: "差旅费报销标准.xlsx", size: 1_048_577 }],
      },
    ],
  },
  { id: "f-4", originName: "通讯录.xlsx", size: 12_800 },
];
