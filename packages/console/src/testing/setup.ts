import { configure } from '@testing-library/react';

// Screens are lazily loaded modules: their first import in a test run takes a while to transform.
configure({ asyncUtilTimeout: 5_000 });
