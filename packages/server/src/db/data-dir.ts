import { fieldOf } from '@warband/rules/narrow';
import fs from 'node:fs';
import path from 'node:path';
import { dataDirError } from './startup-errors';

/**
 * Makes DATA_DIR one directory at a time. Node's recursive mkdir never returns where the file
 * system refuses a new directory under one that exists (/proc/self/nope): it tries the parent
 * and the child again for ever.
 */
function makeDirectory(dir: string): void {
  const missing: string[] = [];
  for (let current = path.resolve(dir); !fs.existsSync(current);) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const each of missing) {
    try {
      fs.mkdirSync(each);
    } catch (error) {
      if (fieldOf(error, 'code') !== 'EEXIST') throw error;
    }
  }
  if (!fs.statSync(dir).isDirectory()) {
    throw Object.assign(new Error(`${dir} is a file`), { code: 'EEXIST' });
  }
}

/** DATA_DIR exists and may be written, or a StartupError says why not. */
export function prepareDataDir(dataDir: string): void {
  try {
    makeDirectory(dataDir);
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    throw dataDirError(dataDir, error) ?? error;
  }
}
