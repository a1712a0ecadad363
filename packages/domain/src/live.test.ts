import { describe, expect, it } from 'vitest';
import { adminTopic, parseLiveMessage, UnexpectedLiveMessageError } from './live.js';

describe('live messages', () => {
  it('parses typed messages', () => {
    expect(parseLiveMessage('{"type":"drink","payload":{"status":"open"}}')).toEqual({ type: 'drink', payload: { status: 'open' } });
  });

  it('rejects malformed JSON and unknown types as unexpected', () => {
    expect(() => parseLiveMessage('{oops')).toThrow(UnexpectedLiveMessageError);
    expect(() => parseLiveMessage('{"type":"weather","payload":1}')).toThrow(UnexpectedLiveMessageError);
  });

  it('names the console topic of a bar', () => {
    expect(adminTopic('b1')).toBe('admin/b1');
  });
});
