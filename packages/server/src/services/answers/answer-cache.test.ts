import { describe, expect, it } from 'vitest';
import { JsonText } from '../../serializer';
import { AnswerCache } from './answer-cache';

const entry = (text: string) => ({ version: 1, variant: '', answer: new JsonText(text) });

describe('AnswerCache', () => {
  it('keeps the answers used most recently within its size', () => {
    // Room for two answers of 40 characters (each counted as 84).
    const cache = new AnswerCache(200);
    cache.set('a', entry('a'.repeat(40)));
    cache.set('b', entry('b'.repeat(40)));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', entry('c'.repeat(40)));

    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.answer.text).toBe('a'.repeat(40));
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('replaces an answer and never keeps one larger than itself', () => {
    const cache = new AnswerCache(200);
    cache.set('a', entry('old'));
    cache.set('a', entry('new'));
    expect(cache.get('a')?.answer.text).toBe('new');
    cache.set('a', entry('x'.repeat(200)));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
