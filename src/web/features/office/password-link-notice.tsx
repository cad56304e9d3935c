// A one-time set-password link the office just made, shown once with a button to copy it: the person opens it on
// their own device and chooses their password (docs/decisions/048-set-password-links.md).
import { useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import type { PasswordLinkAnswer } from '#api/people';
import { formatDateTime } from '#domain/format/date-format';

export interface MadeLink extends PasswordLinkAnswer {
  /** Whose it is: 'Rosa Field'. */
  name: string;
}

export function PasswordLinkNotice({ link, onClose }: { link: MadeLink; onClose: () => void }) {
  const url = new URL(link.path, window.location.origin).href;
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an http page): the field is there to select by hand.
      setCopied(false);
    }
  }

  return (
    <Alert variant="success" onClose={onClose} dismissible role="status">
      <p className="mb-2">
        Send {link.name} this link to set their password. It works once, until {formatDateTime(link.expiresAt)}; it is
        shown only now.
      </p>
      <InputGroup>
        <Form.Control
          readOnly
          value={url}
          aria-label={`Set-password link for ${link.name}`}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-primary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </InputGroup>
    </Alert>
  );
}
