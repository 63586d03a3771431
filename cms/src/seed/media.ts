/**
 * Seed media: the SVG artwork in `cms/data/media/` is rendered to PNG with sharp and stored through
 * Strapi's upload plugin (public media, DESIGN §3). A file already uploaded under the same name is reused.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';

/**
 * @param svgName - file name in `cms/data/media/` (e.g. `logo.svg`)
 * @param alternativeText - alt text stored with the image
 * @param width - output width in CSS pixels; rendered at 2× density for sharp displays
 * @returns the upload-plugin file id
 */
export async function uploadSvgAsPng(svgName: string, alternativeText: string, width: number): Promise<number> {
  const name = svgName.replace(/\.svg$/, '.png');
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  if (existing) return existing.id;
  const svg = fs.readFileSync(path.join(strapi.dirs.app.root, 'data', 'media', svgName));
  const filepath = path.join(os.tmpdir(), `seed-${process.pid}-${name}`);
  await sharp(svg, { density: 144 }).resize({ width }).png({ compressionLevel: 9 }).toFile(filepath);
  try {
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText, caption: alternativeText } },
        files: { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size },
      });
    return file.id;
  } finally {
    fs.rmSync(filepath, { force: true });
  }
}
