import {
  Alert,
  ButtonLink,
  Card,
  Heading,
  Inline,
  PlanCard,
  PlanCardGrid,
  Stack,
  Text,
} from '@globalhire/ui';
import { fees, formatMoney } from '@globalhire/data';
import { feesCopy as copy } from '../../content/fees';
import { CardGrid } from '../../features/content/CardGrid';
import { ContentPage } from '../../features/content/ContentPage';
import { usePageMeta } from '../../seo/usePageMeta';

const money = (amount: number) => formatMoney(amount, fees.currency);

const optionalServices = [
  { ...copy.optional.translation, amount: fees.translationPerPageFrom },
  { ...copy.optional.credentialEvaluation, amount: fees.credentialEvaluationFrom },
  { ...copy.optional.additionalCountry, amount: fees.additionalCountry },
];

/** /fees: what candidates pay and when (spec §9), amounts from the one `fees` constant. */
export default function FeesPage() {
  usePageMeta({ title: copy.title, description: copy.intro });
  return (
    <ContentPage title={copy.title} intro={copy.intro}>
      <Stack space="medium">
        <PlanCardGrid>
          <PlanCard
            name={copy.free.name}
            price={money(0)}
            period={copy.free.period}
            features={copy.free.features}
            headingLevel={2}
          />
          <PlanCard
            name={copy.registration.name}
            price={money(fees.registration)}
            period={copy.registration.period}
            description={copy.registration.description}
            features={copy.registration.features}
            headingLevel={2}
          />
          <PlanCard
            name={copy.success.name}
            price={money(fees.successFee)}
            period={copy.success.period}
            description={copy.success.description}
            features={copy.success.features}
            popularLabel={copy.success.highlight}
            headingLevel={2}
          />
        </PlanCardGrid>
        <Text tone="muted" size="small">
          {copy.currencyNote}
        </Text>
      </Stack>

      <Stack space="large">
        <Stack space="small">
          <Heading level={2}>{copy.optionalTitle}</Heading>
          <Text tone="muted">{copy.optionalIntro}</Text>
        </Stack>
        <CardGrid>
          {optionalServices.map((service) => (
            <Card key={service.name}>
              <Stack space="small">
                <Heading level={4} as="h3">
                  {service.name}
                </Heading>
                <Text size="large" weight="semibold">
                  {service.from ? 'From ' : ''}
                  {money(service.amount)}
                  {service.unit ? ` ${service.unit}` : ''}
                </Text>
              </Stack>
            </Card>
          ))}
        </CardGrid>
      </Stack>

      <Alert tone="info" title={copy.refunds.title}>
        {copy.refunds.text}
      </Alert>

      <Card tone="brandSoft" padding="xlarge">
        <Stack space="medium" align="center">
          <Heading level={3} as="h2" align="center">
            {copy.cta.title}
          </Heading>
          <Text align="center">{copy.cta.text}</Text>
          <Inline space="medium" align="center">
            <ButtonLink href="/register?type=candidate">{copy.cta.register}</ButtonLink>
            <ButtonLink href="/faqs" variant="outline">
              {copy.cta.questions}
            </ButtonLink>
          </Inline>
        </Stack>
      </Card>
    </ContentPage>
  );
}
