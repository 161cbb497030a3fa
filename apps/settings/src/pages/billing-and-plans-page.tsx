// /settings/billing-and-plans: the group's plan and subscription (status in plain words, trial days
// left, renewal or end date), the plans Free, Pro and Teams with what each enables, upgrading through
// the provider's checkout, managing or cancelling in its portal, a free trial where available, and
// the caller's unassigned subscriptions to attach to this group. Admins (billing.manage) act; every
// other member reads. docs/billing.md is the contract; docs/settings.md describes the page.
import { ApiHttpError, attachSubscriptionMutationOptions, billingKeys, billingProductsQueryOptions, billingSubscriptionQueryOptions, createCheckoutSessionMutationOptions, createPortalSessionMutationOptions, groupKeys, groupsQueryOptions, startTrialMutationOptions, unassignedSubscriptionsQueryOptions } from '@bullion/api-client';
import { type BillingProduct, type BillingSubscription, formatDate, type PaidPlan, trialLanding, type TrialPlan } from '@bullion/contract';
import { selectGroupId, useAppStore, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, List, Row, Tag, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { goToProvider, refreshAppToken } from '../billing/app-token';
import { planOffer, type PlanOffer } from '../billing/plan-offers';
import { describeSubscription, formatMoney, paysForPlan } from '../billing/subscription-text';

export const BILLING_PATH = '/settings/billing-and-plans';


function appUrl(search: string): string {
  return `${window.location.origin}${BILLING_PATH}${search}`;
}

function priceText(product: BillingProduct): string {
  if (!product.price) return 'Free';
  const { amount, currency, interval, intervalCount } = product.price;
  const every = intervalCount === 1 ? interval : `${intervalCount} ${interval}s`;
  return `${formatMoney(amount, currency)} / ${every}`;
}

function SubscriptionCard({ subscription, price, onPortal, portalPending }: { subscription: BillingSubscription; price: BillingProduct['price'] | null; onPortal(): void; portalPending: boolean }) {
  const summary = describeSubscription(subscription, price);
  const hasPortal = subscription.provider !== null;
  const pastDue = subscription.status === 'past_due' || subscription.status === 'unpaid' || subscription.status === 'incomplete';
  const trialing = subscription.status === 'trialing';
  return (
    <Card title="Your plan" style={{ marginBottom: 16 }}>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {subscription.plan.name}
        </Typography.Title>
        <Tag color={summary.tone}>{summary.label}</Tag>
      </Flex>
      <Typography.Paragraph>{summary.detail}</Typography.Paragraph>
      {pastDue && subscription.canManage ? (
        <Alert
          type="error"
          showIcon
          title="Pay the open invoice"
          description="Open the billing portal to pay it or change the card."
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" type="primary" danger loading={portalPending} onClick={onPortal}>
              Pay the open invoice
            </Button>
          }
        />
      ) : null}
      {hasPortal && subscription.currentPeriodEnd ? (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={trialing ? 'Trial' : 'Current period'}>
            {formatDate(subscription.currentPeriodStart)} – {formatDate(subscription.currentPeriodEnd)}
          </Descriptions.Item>
          <Descriptions.Item label={subscription.cancelAtPeriodEnd ? 'Ends on' : trialing ? 'First charge on' : 'Renews on'}>{formatDate(subscription.currentPeriodEnd)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {hasPortal && subscription.canManage ? (
        <Flex gap={8} wrap>
          <Button loading={portalPending} onClick={onPortal}>
            {subscription.cancelAtPeriodEnd ? 'Keep or change the subscription' : 'Manage or cancel'}
          </Button>
          <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
            Change the card, cancel, or see the invoices in the billing portal.
          </Typography.Text>
        </Flex>
      ) : null}
    </Card>
  );
}

interface PlanCardProps {
  product: BillingProduct;
  offer: PlanOffer;
  onBuy(offer: Extract<PlanOffer, { kind: 'buy' }>): void;
  onTrial(plan: TrialPlan): void;
  onPortalChange(offer: Extract<PlanOffer, { kind: 'portal' }>): void;
  pending: { upgrade: PaidPlan | null; trial: TrialPlan | null; portal: boolean };
  current: boolean;
}

function BuyAction({ offer, onBuy, pending }: { offer: Extract<PlanOffer, { kind: 'buy' }>; onBuy: PlanCardProps['onBuy']; pending: PlanCardProps['pending'] }) {
  return (
    <Flex vertical gap={4} align="flex-start">
      <Button type="primary" loading={pending.upgrade === offer.plan} onClick={() => onBuy(offer)} aria-label={offer.ariaLabel}>
        {offer.button}
      </Button>
      <Typography.Text type="secondary">{offer.summary}</Typography.Text>
    </Flex>
  );
}

function PlanCard({ product, offer, onBuy, onTrial, onPortalChange, pending, current }: PlanCardProps) {
  let action: ReactNode = null;
  switch (offer.kind) {
    case 'current':
      action = <Tag color="gold">{offer.label}</Tag>;
      break;
    case 'buy':
      action = (
        <Flex vertical gap={8} align="flex-start">
          {current ? <Tag color="gold">Current plan · trial</Tag> : null}
          <BuyAction offer={offer} onBuy={onBuy} pending={pending} />
        </Flex>
      );
      break;
    case 'trial':
      action = (
        <Flex vertical gap={8} align="flex-start">
          <BuyAction offer={offer.buy} onBuy={onBuy} pending={pending} />
          <Button loading={pending.trial === offer.plan} onClick={() => onTrial(offer.plan)} aria-label={`Start a free ${product.plan.name} trial`}>
            Try it free for 14 days
          </Button>
        </Flex>
      );
      break;
    case 'portal':
      action = (
        <Flex vertical gap={4} align="flex-start">
          <Button loading={pending.portal} onClick={() => onPortalChange(offer)}>
            {offer.button}
          </Button>
          <Typography.Text type="secondary">{offer.proration}</Typography.Text>
        </Flex>
      );
      break;
    case 'note':
      action = <Typography.Text type="secondary">{offer.text}</Typography.Text>;
      break;
    case 'none':
      action = null;
  }
  return (
    <Card
      title={product.plan.name}
      extra={<Typography.Text strong>{priceText(product)}</Typography.Text>}
      style={{ height: '100%', borderColor: current ? '#d4a017' : undefined }}
      aria-label={`${product.plan.name} plan`}
    >
      <ul style={{ paddingInlineStart: 18, marginTop: 0 }}>
        {product.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </Card>
  );
}

function UnassignedCard({ subscription, canAttach }: { subscription: BillingSubscription; canAttach: boolean }) {
  const { dialog, toast } = useShellServices();
  const client = useQueryClient();
  const groupId = useAppStore(selectGroupId);
  const unassigned = useQuery({ ...unassignedSubscriptionsQueryOptions(), enabled: subscription.canManage });
  const attach = useMutation(attachSubscriptionMutationOptions());
  const items = unassigned.data ?? [];
  if (!subscription.canManage || unassigned.isPending || unassigned.isError || items.length === 0) return null;

  const attachOne = async (item: BillingSubscription) => {
    const confirmed = await dialog.confirm({
      title: `Attach ${item.plan.name} to this group?`,
      text: 'This group gets the plan and its invoices join the purchase history. The subscription keeps renewing on its date.',
      confirmLabel: 'Attach',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    await attach.mutateAsync(item.id);
    await refreshAppToken(groupId);
    await client.invalidateQueries({ queryKey: groupKeys.all });
    toast.show('success', `${item.plan.name} is now this group’s plan`);
  };

  return (
    <Card title="Subscriptions without a group" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        You still pay for these subscriptions, but the group they were for was deleted. Attach one to this group, or cancel it in the billing portal.
      </Typography.Paragraph>
      <List
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="attach"
                disabled={!canAttach}
                loading={attach.isPending && attach.variables === item.id}
                onClick={() => void attachOne(item).catch(() => undefined)}
                aria-label={`Attach ${item.plan.name} subscription`}
              >
                Attach to this group
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={item.plan.name}
              description={item.cancelAtPeriodEnd ? `Ends on ${formatDate(item.currentPeriodEnd)}` : `Renews on ${formatDate(item.currentPeriodEnd)}`}
            />
          </List.Item>
        )}
      />
      {canAttach ? null : <Typography.Text type="secondary">This group already pays for a plan: cancel it first to attach another subscription.</Typography.Text>}
    </Card>
  );
}

export function BillingAndPlansPage() {
  const { navigation, toast, dialog } = useShellServices();
  const client = useQueryClient();
  const location = useLocation();
  const groupId = useAppStore(selectGroupId);
  const subscription = useQuery(billingSubscriptionQueryOptions());
  const products = useQuery(billingProductsQueryOptions());
  const groups = useQuery(groupsQueryOptions());
  const checkout = useMutation(createCheckoutSessionMutationOptions());
  const portal = useMutation(createPortalSessionMutationOptions());
  const trial = useMutation(startTrialMutationOptions());
  const teamGroup = groups.data?.find((group) => group.id === groupId)?.type !== 'personal';

  // Back from the checkout or the portal: read the plan again and hold a token with the new plan claim.
  const handledReturn = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const checkoutResult = params.get('checkout');
    const fromPortal = params.has('portal');
    if (!checkoutResult && !fromPortal) return;
    if (handledReturn.current === location.search) return;
    handledReturn.current = location.search;
    if (checkoutResult === 'success' && params.get('charge') === 'trial-end') {
      toast.show('success', 'Thank you! Your plan continues after the trial', { description: 'Nothing was charged today. The page shows when the first charge is.' });
    } else if (checkoutResult === 'success') toast.show('success', 'Thank you! Your new plan is active', { description: 'It may take a moment to show everywhere.' });
    else if (checkoutResult === 'canceled') toast.show('info', 'Checkout canceled', { description: 'Nothing was charged and your plan did not change.' });
    navigation.navigate(BILLING_PATH, { replace: true });
    void refreshAppToken(groupId).then(() => client.invalidateQueries({ queryKey: billingKeys.all }).then(() => client.invalidateQueries({ queryKey: groupKeys.all })));
  }, [location.search, toast, navigation, client, groupId]);

  const openPortal = async () => {
    const session = await portal.mutateAsync({ returnUrl: appUrl('?portal=return') });
    goToProvider(session.url, navigation.navigate);
  };

  // Every purchase and plan change is confirmed first, with when and how much it is charged.
  const buy = async (offer: Extract<PlanOffer, { kind: 'buy' }>) => {
    if (!(await dialog.confirm({ ...offer.confirm, confirmLabel: 'Continue to payment', cancelLabel: 'Not now' }))) return;
    // Back from a checkout that kept a trial, the thanks say nothing was charged yet.
    const success = offer.firstChargeAt ? '?checkout=success&charge=trial-end' : '?checkout=success';
    const session = await checkout.mutateAsync({ plan: offer.plan, successUrl: appUrl(success), cancelUrl: appUrl('?checkout=canceled') });
    goToProvider(session.url, navigation.navigate);
  };

  const changeInPortal = async (offer: Extract<PlanOffer, { kind: 'portal' }>) => {
    if (!(await dialog.confirm({ ...offer.confirm, confirmLabel: 'Open the billing portal', cancelLabel: 'Not now' }))) return;
    await openPortal();
  };

  const startTrial = async (plan: TrialPlan) => {
    try {
      await trial.mutateAsync(plan);
    } catch (error) {
      toast.show('error', 'The trial could not be started', { description: error instanceof ApiHttpError ? error.message : 'Please try again in a moment.' });
      return;
    }
    await refreshAppToken(groupId);
    await client.invalidateQueries({ queryKey: billingKeys.all });
    // A team's trial goes on to inviting people; a personal group has nobody to invite and stays here.
    const landing = trialLanding(plan, groups.data?.find((group) => group.id === groupId)?.type);
    toast.show('success', landing.title, { description: landing.description });
    if (landing.path !== BILLING_PATH) navigation.navigate(landing.path);
  };

  // Failed calls already show an error toast (the fetch layer).
  const run = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  const header = <PageHeader title="Billing & plans" subtitle="Your plan, trial and payments" />;

  if (subscription.isError || products.isError) {
    const error = subscription.error ?? products.error;
    return (
      <>
        {header}
        <LoadError
          title="Billing could not be loaded"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => {
            void subscription.refetch();
            void products.refetch();
          }}
        />
      </>
    );
  }
  if (subscription.isPending || products.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Loading billing" rows={6} />
      </>
    );
  }

  const current = subscription.data;
  const pending = { upgrade: checkout.isPending ? (checkout.variables?.plan ?? null) : null, trial: trial.isPending ? (trial.variables ?? null) : null, portal: portal.isPending };
  return (
    <>
      {header}
      <ReadOnlyNotice permission="billing.manage" allowed={current.canManage} description="You can see the plan, but not change it." />
      <SubscriptionCard
        subscription={current}
        price={products.data.find((product) => product.plan.id === (current.paidPlan ?? current.plan).id)?.price ?? null}
        onPortal={run(openPortal)}
        portalPending={portal.isPending}
      />
      <Typography.Title level={5}>Plans</Typography.Title>
      <Row gutter={[16, 16]}>
        {products.data.map((product) => (
          <Col key={product.plan.id} xs={24} lg={8}>
            <PlanCard
              product={product}
              offer={planOffer(product, { subscription: current, products: products.data, teamGroup, now: new Date() })}
              current={current.plan.id === product.plan.id}
              onBuy={(offer) => run(() => buy(offer))()}
              onTrial={(plan) => run(() => startTrial(plan))()}
              onPortalChange={(offer) => run(() => changeInPortal(offer))()}
              pending={pending}
            />
          </Col>
        ))}
      </Row>
      <UnassignedCard subscription={current} canAttach={!paysForPlan(current)} />
    </>
  );
}
