import { describe, expect, it } from 'vitest';
import { validateOptions } from '../../../../plugins/image-zoom';

const validate = () => {
  throw new Error('the plugin validates its options itself');
};
const options = {
  selector: '.markdown img',
  background: { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)' },
  margin: 0,
  scrollOffset: 40,
  delayMs: 1000,
};

describe('image-zoom validateOptions', () => {
  it('returns valid options as they are', () => {
    expect(validateOptions({ validate, options })).toEqual({ ...options, id: 'default' });
  });

  it.each([
    [{ ...options, selector: '' }, 'option "selector" must be a CSS selector'],
    [
      { ...options, background: { light: 'white' } },
      'option "background" must be an object with light and dark colours',
    ],
    [{ ...options, scrollOffset: -1 }, 'option "scrollOffset" must be a number of 0 or more'],
    [undefined, 'option "options" must be an object'],
  ])('names the wrong option in %j', (given, message) => {
    expect(() => validateOptions({ validate, options: given })).toThrow(message);
  });
});
