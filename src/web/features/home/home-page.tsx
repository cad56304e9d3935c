// The welcome screen the agent opens in the customer's home: what the visit offers (an energy assessment, priced in
// the proposal like any project: nothing the price book contradicts), the tools that find the problems, and the one
// way forward, into the contract builder.
import { Card, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  ArrowRightIcon,
  BlowerDoorIcon,
  CheckCircleIcon,
  InfraredCameraIcon,
  SmokePencilIcon,
} from '../../components/icons';
import { useDocumentTitle } from '../../hooks/use-document-title';

const assessmentIncludes = [
  { title: 'Blower door test', text: 'measures how much air the whole house leaks.' },
  { title: 'Infrared scan', text: 'shows missing insulation and cold spots in walls, ceilings and floors.' },
  { title: 'Smoke pencil check', text: 'pinpoints the individual drafts you can feel.' },
  { title: 'A written report', text: 'of what we found and what we recommend, in order of impact.' },
];

const tools = [
  {
    name: 'Infrared cameras',
    Icon: InfraredCameraIcon,
    text: 'A thermal image shows heat moving through the house. Cold patches reveal missing or settled insulation and hidden air leaks, without opening a single wall.',
  },
  {
    name: 'Blower doors',
    Icon: BlowerDoorIcon,
    text: 'A calibrated fan in an outside door lowers the air pressure indoors. It measures how leaky the home is and draws outside air through every gap, so each leak is easier to find.',
  },
  {
    name: 'Smoke pencils',
    Icon: SmokePencilIcon,
    text: 'A thin wisp of smoke drifts toward the smallest gaps around windows, doors, outlets and attic hatches, showing exactly where air slips in.',
  },
];

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <Container>
          <p className="eyebrow">Home energy &amp; insulation</p>
          <h1 id="home-title" className="display-title">
            Welcome. Let&apos;s make this home more comfortable.
          </h1>
          <p className="lead hero-lead">
            Together we&apos;ll look at how this home uses energy, agree on what matters most to you, and turn the right
            improvements into a clear written proposal: who you are, your goals, the projects that reach them, a review
            together, and the contract.
          </p>
          <Link to="/builder/customer" className="btn btn-primary btn-lg btn-start">
            LET&apos;S GET STARTED
            <ArrowRightIcon size={26} />
          </Link>
        </Container>
      </section>

      <Container className="pt-3 pb-5">
        <section aria-labelledby="assessment-title" className="mb-5">
          <Card className="assessment-card border-0 shadow-sm">
            <Card.Body className="p-4 p-md-5">
              <Row className="g-4 align-items-start">
                <Col md={5}>
                  <h2 id="assessment-title" className="h3">
                    Home energy assessment
                  </h2>
                  <p className="mb-0 text-body-secondary">
                    Before we recommend anything, we measure. The assessment finds where this home loses heat and lets
                    in drafts, so every dollar goes where it makes the biggest difference. If you choose it, it is a
                    line in your proposal with its price, like every other project.
                  </p>
                </Col>
                <Col md={7}>
                  <h3 className="h6 text-uppercase text-body-secondary mb-3">What it includes</h3>
                  <ul className="list-unstyled included-list mb-0">
                    {assessmentIncludes.map((item) => (
                      <li key={item.title} className="d-flex gap-3">
                        <CheckCircleIcon className="included-icon flex-shrink-0" />
                        <span>
                          <strong>{item.title}</strong> {item.text}
                        </span>
                      </li>
                    ))}
                  </ul>
                </Col>
              </Row>
            </Card.Body>
          </Card>
        </section>

        <section aria-labelledby="tools-title" className="home-tools">
          <h2 id="tools-title" className="h3">
            Our diagnostic tools
          </h2>
          <p className="text-body-secondary mb-4">Professional equipment shows what the eye can&apos;t see.</p>
          <Row xs={1} md={3} className="g-3">
            {tools.map(({ name, Icon, text }) => (
              <Col key={name}>
                <Card as="article" className="tool-card h-100 border-0 shadow-sm">
                  <Card.Body className="p-4">
                    <span className="tool-icon mb-3">
                      <Icon size={28} />
                    </span>
                    <h3 className="h5">{name}</h3>
                    <p className="mb-0 text-body-secondary">{text}</p>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      </Container>
    </>
  );
}
