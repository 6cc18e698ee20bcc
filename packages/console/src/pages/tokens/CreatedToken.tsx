import styled from 'styled-components';
import { Alert, Button, colorVars, CopyToClipboardButton } from '@sift/ui';
import type { CreatedAccessToken } from '@sift/api';

export const TOKEN_SHOWN_ONCE = 'This is your new token. Make sure to copy it now, you will not be able to see it again.';

const Body = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;

  p {
    margin: 0;
  }
`;

const Value = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;

  code {
    padding: 4px 8px;
    border: 1px solid ${colorVars.border.subtle};
    border-radius: 4px;
    background: ${colorVars.background.sunken};
    word-break: break-all;
  }
`;

/** The value of a token just created, shown this once with a copy button. */
export function CreatedToken({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  return (
    <Alert variant="success" title={`Token "${token.name}" created!`}>
      <Body>
        <p>{TOKEN_SHOWN_ONCE}</p>
        <Value>
          <code aria-label="Token value">{token.token}</code>
          <CopyToClipboardButton text={token.token}>Copy to clipboard</CopyToClipboardButton>
        </Value>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </Body>
    </Alert>
  );
}
