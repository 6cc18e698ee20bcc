import { describe, expect, it } from 'vitest';
import * as charts from './index';

describe('@sift/charts public API', () => {
  it('exports exactly the listed names, so the surface changes only on purpose', () => {
    expect(Object.keys(charts).sort()).toMatchSnapshot();
  });
});
