import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../chat/chat.model';
import { suggestedHandle, suggestedVariantId } from './product-summary';

const message = (metadata: ChatMessage['metadata']): ChatMessage => ({
  id: 'msg_1',
  conversation_id: 'conv_1',
  content: 'Toor Dal',
  content_type: 'text',
  sender_id: 'assistant',
  sender_type: 'assistant',
  created_at: '2026-01-01T10:00:00.000Z',
  ...(metadata ? { metadata } : {}),
});

describe('suggestedVariantId', () => {
  it('reads ai_response.variant_id, else the first suggested line, else null', () => {
    const line = { variant_id: 'v_line', quantity: 1, title: 'x' };
    expect(suggestedVariantId(message({ ai_response: { handle: 'ghee', variant_id: 'v_meant', items: [line] } }))).toBe(
      'v_meant',
    );
    expect(suggestedVariantId(message({ ai_response: { handle: 'ghee', items: [line] } }))).toBe('v_line');
    expect(suggestedVariantId(message({ ai_response: { handle: 'ghee' } }))).toBeNull();
  });
});

describe('suggestedHandle', () => {
  it('reads a handle, or the first of a list', () => {
    expect(suggestedHandle(message({ ai_response: { handle: 'toor-dal' } }))).toBe('toor-dal');
    expect(suggestedHandle(message({ ai_response: { handle: ['moong-dal', 'toor-dal'] } }))).toBe('moong-dal');
  });

  it('is null when there is none, or it is blank', () => {
    expect(suggestedHandle(message(undefined))).toBeNull();
    expect(suggestedHandle(message({ sender: { name: 'Assistant' } }))).toBeNull();
    expect(suggestedHandle(message({ ai_response: { handle: [] } }))).toBeNull();
    expect(suggestedHandle(message({ ai_response: { handle: '  ' } }))).toBeNull();
  });
});
