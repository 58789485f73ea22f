import { describe, expect, it } from 'vitest';
import { commandFor, isTyping, type KeyPress } from './keys';

const k = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, targetTag: 'BODY', ...more });

describe('commandFor', () => {
  it('maps the table shortcuts', () => {
    expect(commandFor(k('n'))).toBe('next');
    expect(commandFor(k('N', { shiftKey: true }))).toBeNull();
    expect(commandFor(k('ArrowRight'))).toBe('next');
    expect(commandFor(k('b'))).toBe('back');
    expect(commandFor(k('ArrowLeft'))).toBe('back');
    expect(commandFor(k('r'))).toBe('roll');
    expect(commandFor(k('?', { shiftKey: true }))).toBe('help');
    expect(commandFor(k('Escape'))).toBe('escape');
    expect(commandFor(k('x'))).toBeNull();
  });

  it('maps undo and redo on Ctrl and Cmd', () => {
    expect(commandFor(k('z', { ctrlKey: true }))).toBe('undo');
    expect(commandFor(k('z', { metaKey: true }))).toBe('undo');
    expect(commandFor(k('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(commandFor(k('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(commandFor(k('y', { ctrlKey: true }))).toBe('redo');
    expect(commandFor(k('n', { ctrlKey: true }))).toBeNull();
    expect(commandFor(k('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('stays out of the way while typing', () => {
    expect(commandFor(k('n', { targetTag: 'INPUT', targetType: 'text' }))).toBeNull();
    expect(commandFor(k('z', { ctrlKey: true, targetTag: 'INPUT', targetType: 'number' }))).toBeNull();
    expect(commandFor(k('ArrowLeft', { targetTag: 'TEXTAREA' }))).toBeNull();
    expect(commandFor(k('r', { targetTag: 'SELECT' }))).toBeNull();
    expect(commandFor(k('b', { targetTag: 'DIV', targetEditable: true }))).toBeNull();
    // Escape still closes things from a field.
    expect(commandFor(k('Escape', { targetTag: 'INPUT' }))).toBe('escape');
  });

  it('still works from buttons and checkboxes', () => {
    expect(commandFor(k('n', { targetTag: 'BUTTON' }))).toBe('next');
    expect(commandFor(k('n', { targetTag: 'INPUT', targetType: 'checkbox' }))).toBe('next');
    expect(isTyping({ targetTag: 'INPUT', targetType: 'radio' })).toBe(false);
    expect(isTyping({ targetTag: 'INPUT' })).toBe(true);
  });
});
