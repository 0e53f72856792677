import { describe, expect, it } from 'vitest';
import { validateOptions } from '../../../../plugins/service-catalog';

// Docusaurus calls a plugin's validateOptions with { validate, options } and hands the result to the plugin.
const validate = () => {
  throw new Error('the plugin validates its options itself');
};

describe('service-catalog validateOptions', () => {
  it('passes CATALOG_SOURCE on as Docusaurus hands it over', () => {
    expect(
      validateOptions({ validate, options: { catalogSource: '../terraform-aws-service-catalog' } }),
    ).toEqual({
      catalogSource: '../terraform-aws-service-catalog',
      id: 'default',
    });
    expect(validateOptions({ validate, options: {} })).toEqual({ catalogSource: undefined, id: 'default' });
  });

  it('names a source that is not a path', () => {
    expect(() => validateOptions({ validate, options: { catalogSource: 42 } })).toThrow(
      'service-catalog: "catalogSource" must be a directory path',
    );
  });
});
