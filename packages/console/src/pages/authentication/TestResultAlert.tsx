import styled from 'styled-components';
import type { AuthServiceTestResult } from '@sift/api';
import { Alert } from '@sift/ui';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 8px 0 0;
  overflow-wrap: anywhere;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A test's outcome: its message, the errors the server gave and, for a login, the entry found. */
export function TestResultAlert({ result }: { result: AuthServiceTestResult }) {
  const details = Object.entries(result.userDetails);
  return (
    <Alert variant={result.success ? 'success' : 'danger'} title={result.message}>
      {result.errors.length > 0 && (
        <ul>
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {details.length > 0 && (
        <Details aria-label="User details">
          {details.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Details>
      )}
    </Alert>
  );
}
