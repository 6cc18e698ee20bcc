import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('@sift/api public API', () => {
  it('exports exactly the listed names, so the surface changes only on purpose', () => {
    expect(Object.keys(api).sort()).toMatchSnapshot();
  });
});
