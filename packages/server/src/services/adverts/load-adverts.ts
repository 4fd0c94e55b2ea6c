import fs from 'node:fs/promises';
import { fieldOf } from '@warband/rules/narrow';
import { AdvertsConfig } from '@warband/schemas';
import { StartupError } from '../../db/startup-errors';
import { PLACEHOLDER_ADVERTS } from './placeholder-adverts';

/**
 * Reads the adverts file once, at start: a file that is missing means the placeholders; a file
 * that cannot be read or does not describe banners stops the server with a sentence saying
 * what is wrong, rather than showing nothing for weeks.
 */
export async function loadAdverts(file: string): Promise<AdvertsConfig> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (fieldOf(error, 'code') === 'ENOENT') return PLACEHOLDER_ADVERTS;
    throw new StartupError(
      `The adverts file ${file} cannot be read: ${String(fieldOf(error, 'message'))}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StartupError(
      `The adverts file ${file} is not JSON: ${String(fieldOf(error, 'message'))}`,
    );
  }
  const parsed = AdvertsConfig.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'the file'} ${issue.message}`,
    );
    throw new StartupError(
      `The adverts file ${file} is not valid (fix it, or remove it to show the placeholder ` +
        `banners):\n  - ${problems.join('\n  - ')}`,
    );
  }
  return parsed.data;
}
