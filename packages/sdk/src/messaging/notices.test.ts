import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeQueue, createSystemTips, NOTICE_RULES, TIP_ROTATION_MS } from './notices';
import { makeMessage } from './test-support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function queue() {
  const markRead = vi.fn(async (_id: string) => undefined);
  const onShown = vi.fn();
  const onEmpty = vi.fn();
  const notices = createNoticeQueue({ markRead, onShown, onEmpty });
  const ids = () => notices.visible.value.map((p) => p.messageId);
  return { notices, markRead, onShown, onEmpty, ids };
}

describe('notice popups (api-contract.md §9: max 20, 300 ms delay, burst wait 1 s, no auto-close)', () => {
  it('the rules are data, with the top offset of 150', () => {
    expect(NOTICE_RULES).toEqual({
      maxVisible: 20,
      displayDelayMs: 300,
      burstWaitMs: 1000,
      topOffset: 150,
      autoClose: false,
    });
  });

  it('a notice shows 300 ms after it arrives, with its level, and never closes by itself', () => {
    const { notices, ids, onShown } = queue();
    notices.push(makeMessage('a', { messageLevel: 'SERIOUS' }));
    vi.advanceTimersByTime(299);
    expect(ids()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(notices.visible.value).toEqual([
      expect.objectContaining({ messageId: 'a', level: 'SERIOUS' }),
    ]);
    expect(onShown).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(24 * 3600_000);
    expect(ids()).toEqual(['a']);
  });

  it('a burst shows one per second', () => {
    const { notices, ids } = queue();
    ['a', 'b', 'c'].forEach((id) => notices.push(makeMessage(id)));
    vi.advanceTimersByTime(300);
    expect(ids()).toEqual(['a']);
    vi.advanceTimersByTime(999);
    expect(ids()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(notices.waiting.value).toBe(0);
  });

  it('at most 20 at once; the rest wait for a place rather than being lost', () => {
    const { notices, ids } = queue();
    for (let i = 0; i < 22; i++) notices.push(makeMessage(`m${i}`));
    vi.advanceTimersByTime(60_000);
    expect(ids()).toHaveLength(20);
    expect(notices.waiting.value).toBe(2);
    notices.handleLater('m0');
    vi.advanceTimersByTime(1000);
    expect(ids()).toHaveLength(20);
    expect(ids()).toContain('m20');
  });

  it('the same message pushed again is updated in place, not shown twice', () => {
    const { notices } = queue();
    notices.push(makeMessage('a'));
    vi.advanceTimersByTime(300);
    notices.push(makeMessage('a', { messageTitle: 'New title' }));
    vi.advanceTimersByTime(5000);
    expect(notices.visible.value.map((p) => p.message.messageTitle)).toEqual(['New title']);
  });

  it("'I know' marks read, then closes; a failed mark leaves it open", async () => {
    const { notices, markRead, ids } = queue();
    notices.push(makeMessage('a'));
    notices.push(makeMessage('b'));
    vi.advanceTimersByTime(2000);
    await notices.iKnow('a');
    expect(markRead).toHaveBeenCalledWith('a');
    expect(ids()).toEqual(['b']);
    markRead.mockRejectedValueOnce(new Error('down'));
    await expect(notices.iKnow('b')).rejects.toThrow('down');
    expect(ids()).toEqual(['b']);
  });

  it("'handle later' closes without marking read", () => {
    const { notices, markRead, ids } = queue();
    notices.push(makeMessage('a'));
    vi.advanceTimersByTime(300);
    notices.handleLater('a');
    expect(ids()).toEqual([]);
    expect(markRead).not.toHaveBeenCalled();
  });

  it("'close all' closes the shown ones and drops the waiting ones, once empty", () => {
    const { notices, ids, onEmpty } = queue();
    ['a', 'b', 'c'].forEach((id) => notices.push(makeMessage(id)));
    vi.advanceTimersByTime(300);
    notices.closeAll();
    vi.advanceTimersByTime(5000);
    expect(ids()).toEqual([]);
    expect(notices.waiting.value).toBe(0);
    expect(onEmpty).toHaveBeenCalledOnce();
  });

  it('a pushed removal takes it away, shown or waiting', () => {
    const { notices, ids } = queue();
    ['a', 'b'].forEach((id) => notices.push(makeMessage(id)));
    vi.advanceTimersByTime(300);
    notices.remove('a');
    notices.remove('b');
    vi.advanceTimersByTime(5000);
    expect(ids()).toEqual([]);
  });
});

describe('system tips (product.md §4: isShow T, by messageId, rotating every 4 s unless hovered)', () => {
  const tip = (id: string, isShow: 'T' | 'F' = 'T') =>
    makeMessage(id, { isShow, messageType: 'SYSTEM' });

  it('keeps only isShow T', () => {
    const tips = createSystemTips();
    tips.set([tip('a'), tip('b', 'F'), tip('c')]);
    expect(tips.tips.value.map((t) => t.messageId)).toEqual(['a', 'c']);
  });

  it('a pushed notice updates by messageId, adds a new one, removes one whose isShow is F', () => {
    const tips = createSystemTips();
    tips.set([tip('a'), tip('b')]);
    tips.upsert({ ...tip('a'), messageTitle: 'changed' });
    tips.upsert(tip('c'));
    tips.upsert(tip('b', 'F'));
    expect(tips.tips.value.map((t) => [t.messageId, t.messageTitle])).toEqual([
      ['a', 'changed'],
      ['c', 'Title c'],
    ]);
    tips.remove('a');
    expect(tips.current.value?.messageId).toBe('c');
  });

  it('rotates every 4 s', () => {
    const tips = createSystemTips();
    tips.set([tip('a'), tip('b'), tip('c')]);
    const seen = [tips.current.value?.messageId];
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(TIP_ROTATION_MS);
      seen.push(tips.current.value?.messageId);
    }
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });

  it('stays while hovered, and gives a full period after the pointer leaves', () => {
    const tips = createSystemTips();
    tips.set([tip('a'), tip('b')]);
    vi.advanceTimersByTime(3000);
    tips.setHovered(true);
    vi.advanceTimersByTime(20_000);
    expect(tips.current.value?.messageId).toBe('a');
    tips.setHovered(false);
    vi.advanceTimersByTime(TIP_ROTATION_MS - 1);
    expect(tips.current.value?.messageId).toBe('a');
    vi.advanceTimersByTime(1);
    expect(tips.current.value?.messageId).toBe('b');
  });

  it('the tip on screen stays in place when another is removed before it', () => {
    const tips = createSystemTips();
    tips.set([tip('a'), tip('b'), tip('c')]);
    vi.advanceTimersByTime(TIP_ROTATION_MS * 2);
    expect(tips.current.value?.messageId).toBe('c');
    tips.remove('a');
    expect(tips.current.value?.messageId).toBe('c');
  });
});
