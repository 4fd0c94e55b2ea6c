import { describe, expect, it } from 'vitest';
import { fieldMessage, translateMessage, type MessageCatalog } from './field-messages';
import { negotiateLocale } from './locales';
import { RegisterInput } from './users';

/** A catalog as Lingui's: ids to messages, `{name}` filled from the values. */
function catalog(messages: Record<string, string>): MessageCatalog {
  return {
    messages,
    _: (id, values = {}) =>
      (messages[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  };
}

const spanish = catalog({
  'Please enter a valid email address': 'Introduce una dirección de correo válida',
  'Please enter a {label}': 'Rellena el campo «{label}»',
  'The {label} must be at least {min} characters':
    'El campo «{label}» necesita al menos {min} caracteres',
  name: 'nombre',
});

describe('translateMessage', () => {
  it('translates a message the catalog has', () => {
    expect(translateMessage(spanish, 'Please enter a valid email address')).toBe(
      'Introduce una dirección de correo válida',
    );
  });

  it("translates a filled-in template, its field's name too", () => {
    expect(
      translateMessage(spanish, fieldMessage('Please enter a {label}', { label: 'name' })),
    ).toBe('Rellena el campo «nombre»');
  });

  it('keeps a field name the catalog lacks, and the bound as a number', () => {
    const english = fieldMessage('The {label} must be at least {min} characters', {
      label: 'password',
      min: 8,
    });
    expect(english).toBe('The password must be at least 8 characters');
    expect(translateMessage(spanish, english)).toBe(
      'El campo «password» necesita al menos 8 caracteres',
    );
  });

  it('leaves a message no catalog knows as it is', () => {
    expect(translateMessage(spanish, 'Something nobody wrote down')).toBe(
      'Something nobody wrote down',
    );
  });

  it('reads the English the schemas build from the templates', () => {
    const result = RegisterInput.safeParse({
      name: '',
      email: 'x@example.com',
      confirmEmail: 'x@example.com',
      password: 'short',
      confirmPassword: 'short',
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Please enter a name', 'The password must be at least 8 characters']);
    expect(messages.map((message) => translateMessage(spanish, message))).toEqual([
      'Rellena el campo «nombre»',
      'El campo «password» necesita al menos 8 caracteres',
    ]);
  });
});

describe('negotiateLocale', () => {
  it('takes the first language the app speaks, regional variants included', () => {
    expect(negotiateLocale(['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(negotiateLocale('de;q=1, fr-CA;q=0.5, es;q=0.8')).toBe('es');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
  });

  it('falls back to English', () => {
    expect(negotiateLocale('de, it;q=0.5')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('es;q=0')).toBe('en');
  });
});
