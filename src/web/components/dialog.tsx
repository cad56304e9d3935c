// Every dialog of the app: react-bootstrap's Modal without its fade. In Safari's engine a dialog closed within about
// 0.1 s of opening never got the fade's `transitionend` and stayed as an invisible modal that took every tap; now
// closing removes it at once, and CSS alone eases the opening in (docs/decisions/035-tap-targets.md).
import { Modal, type ModalProps } from 'react-bootstrap';

function DialogFrame(props: Omit<ModalProps, 'animation'>) {
  return <Modal {...props} animation={false} />;
}

export const Dialog = Object.assign(DialogFrame, {
  Header: Modal.Header,
  Title: Modal.Title,
  Body: Modal.Body,
  Footer: Modal.Footer,
});
