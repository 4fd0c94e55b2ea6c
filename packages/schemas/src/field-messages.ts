/**
 * The schemas' messages are English sentences, and each is also the id of its translation in
 * the app's and the server's catalogs (docs/adr/new-translations-through-lingui-catalogs.md).
 * Whoever shows one to a player passes it through `translateMessage` with the player's
 * catalog. The schemas import no translation library: this is all they know of one.
 */
export interface MessageCatalog {
  _(id: string, values?: Record<string, string | number>): string;
  readonly messages: Readonly<Record<string, unknown>>;
}

/**
 * Messages the schemas build for many fields, each from a field's name (itself a message, so
 * it is translated too) and a bound. The English a player reads is the template filled in.
 */
const TEMPLATES = [
  /*i18n*/ 'Please enter a {label}',
  /*i18n*/ 'The {label} must be at most {max} characters',
  /*i18n*/ 'The {label} must be at least {min} characters',
  /*i18n*/ 'At most {max} characters',
] as const;
export type FieldMessageTemplate = (typeof TEMPLATES)[number];

const PLACEHOLDER = /\{(\w+)\}/g;

/** A template's English text with its values in place. */
export function fieldMessage(
  template: FieldMessageTemplate,
  values: Record<string, string | number>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => String(values[name] ?? whole));
}

const MATCHERS = TEMPLATES.map((template) => {
  const names: string[] = [];
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return part === 'label' ? '(.+?)' : '(\\d+)';
    })
    .join('');
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

function known(catalog: MessageCatalog, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(catalog.messages, id);
}

/**
 * `text` in the catalog's language: its translation when the catalog has it, a filled-in
 * template's translation (its field's name translated too) when it is one, else as it is — a
 * message no catalog knows is still worth showing in English.
 */
export function translateMessage(catalog: MessageCatalog, text: string): string {
  if (known(catalog, text)) return catalog._(text);
  for (const { template, names, pattern } of MATCHERS) {
    const match = pattern.exec(text);
    if (!match || !known(catalog, template)) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] =
        name === 'label' ? (known(catalog, value) ? catalog._(value) : value) : Number(value);
    });
    return catalog._(template, values);
  }
  return text;
}
