import { inflateSync } from 'node:zlib';

/*
 * Reads the pages of a PDF that Chromium printed, in plain JavaScript: how many there are and
 * the text on each. Enough of the format for Chromium's own output (Skia: objects written
 * whole, Flate streams, Type0 fonts with a ToUnicode map), which is all the tests read; a
 * general PDF library would be a large dependency for that.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const source = pdf.toString('latin1');
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataStart = start + streamAt + (/stream\r\n/.test(body) ? 8 : 7);
    const raw = pdf.subarray(dataStart, dataStart + length);
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

function utf16(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/** A font's ToUnicode map: glyph code (hex) to text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code!.toUpperCase(), utf16(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    );
    for (const [, low, high, target] of ranges) {
      const from = parseInt(low!, 16);
      const listed = target!.startsWith('[') ? [...target!.matchAll(/<([0-9A-Fa-f]+)>/g)] : null;
      for (let code = from; code <= parseInt(high!, 16); code++) {
        const key = code.toString(16).toUpperCase().padStart(low!.length, '0');
        if (listed) map.set(key, utf16(listed[code - from]?.[1] ?? ''));
        else {
          const first = parseInt(target!.slice(1, -1), 16) + (code - from);
          map.set(key, String.fromCodePoint(first));
        }
      }
    }
  }
  return map;
}

/** The text drawn by one content stream, its fonts named by the page's resources. */
function pageText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font: Map<string, string> | undefined;
  let text = '';
  const tokens = /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>|\bET\b/g;
  for (const [token, name, hex] of content.matchAll(tokens)) {
    if (name !== undefined) font = fonts.get(name);
    else if (hex !== undefined && font) {
      for (let i = 0; i + 4 <= hex.length; i += 4)
        text += font.get(hex.slice(i, i + 4).toUpperCase()) ?? '';
    } else if (token === 'ET') text += '\n';
  }
  return text;
}

/** The text of each page, in order. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  const cmapOf = (fontId: number) => {
    if (!cmaps.has(fontId)) {
      const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '')?.[1];
      const stream = ref ? objects.get(Number(ref))?.stream : undefined;
      cmaps.set(fontId, toUnicode(stream?.toString('latin1') ?? ''));
    }
    return cmaps.get(fontId)!;
  };
  const root = [...objects.values()].find(
    (o) => /\/Type\s*\/Pages\b/.test(o.dict) && !/\/Parent/.test(o.dict),
  );
  const order = (node: PdfObject | undefined): PdfObject[] => {
    if (!node) return [];
    if (/\/Type\s*\/Page\b(?!s)/.test(node.dict)) return [node];
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dict)?.[1] ?? '';
    return refs(kids).flatMap((id) => order(objects.get(id)));
  };
  return order(root).map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      fonts.set(name!, cmapOf(Number(id)));
    }
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
    return refs(contents)
      .map((id) => pageText(objects.get(id)?.stream?.toString('latin1') ?? '', fonts))
      .join('\n');
  });
}

/**
 * Text without any white space, so words split across lines or runs still match, and with
 * typographic ligatures ('ﬂ') read as their letters.
 */
export const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
