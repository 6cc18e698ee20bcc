import { configure } from '@testing-library/react';

// Screens are lazily loaded modules: their first import in a test run takes a while to transform, and a
// loaded 2-core CI machine renders slowly: findBy*/waitFor wait up to 10 s for what a test expects.
configure({ asyncUtilTimeout: 10_000 });
