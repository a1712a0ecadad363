import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for behaviour, not speed: 1 s is too short on a busy two-core CI machine
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
