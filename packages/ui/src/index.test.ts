import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@sift/ui public API', () => {
  it('exports exactly the listed names, so the surface changes only on purpose', () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot();
  });
});
