import { Center, Loader, Tabs } from '@mantine/core';
import { ESTATE_REGISTER_TEXTS as T, type EstateItemKind, MATTER_TYPE_IDS, crudFlags } from '@probity/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { errorToast } from '../../components/form-errors';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { EstateItemModal } from './EstateItemModal';
import { EstateTransactionModal } from './EstateTransactionModal';
import {
  type EstateItem,
  type EstateTransaction,
  useDeleteEstateItem,
  useDeleteEstateTransaction,
  useEstateRegister,
  useEstateTransactions,
} from './estate-register.api';
import { RegisterPanel } from './RegisterPanel';
import { TransactionsPanel } from './TransactionsPanel';

function Loading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}

/**
 * /secure/matters/{id}/assets (issue 17): the estate's assets and liabilities by IHT400 category
 * with their totals, and its receipts and payments. Estate matters and the firm's staff only: the
 * others have no Assets link, and the server answers them 404.
 */
export function EstateRegisterPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const [, canRead] = crudFlags(roles, 'estate');
  const [, , canUpdateMatter] = crudFlags(roles, 'matter');
  // Changes follow the matter's own edit right (matter.update), as on the server.
  const canChange = canRead && canUpdateMatter;
  const isEstate = matter.matterType?.matterTypeID === MATTER_TYPE_IDS.estate;
  const register = useEstateRegister(matter.matterID, canRead && isEstate);
  const transactions = useEstateTransactions(matter.matterID, canRead && isEstate);
  const removeItem = useDeleteEstateItem(matter.matterID);
  const removeTransaction = useDeleteEstateTransaction(matter.matterID);
  const [editingItem, setEditingItem] = useState<EstateItem | EstateItemKind | null>(null);
  const [editingTransaction, setEditingTransaction] = useState<EstateTransaction | 'new' | null>(null);

  async function handleDelete(text: string, done: string, run: () => Promise<unknown>) {
    if (!(await confirm({ text, isDestructive: true }))) return;
    try {
      await run();
      notify.success(done);
    } catch (error) {
      notify.error(errorToast(error));
    }
  }

  // Not an estate, or the client by a typed address: back to the details.
  if (!canRead || !isEstate) return <Navigate to="../details" replace />;
  const items = register.data?.items ?? [];
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Tabs defaultValue="register" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="register">{T.tabRegister}</Tabs.Tab>
          <Tabs.Tab value="transactions">{T.tabTransactions}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register">
          {register.isError ? (
            <LoadFailedCard what="register" onRetry={() => register.refetch()} />
          ) : register.isPending ? (
            <Loading />
          ) : (
            <RegisterPanel
              register={register.data}
              canCreate={canChange}
              canChange={canChange}
              canDelete={canChange}
              onAdd={setEditingItem}
              onEdit={setEditingItem}
              onDelete={(item) =>
                void handleDelete(T.deleteItemConfirm, T.itemDeleted, () =>
                  removeItem.mutateAsync(item.estateItemID),
                )
              }
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="transactions">
          {transactions.isError ? (
            <LoadFailedCard what="receipts and payments" onRetry={() => transactions.refetch()} />
          ) : transactions.isPending ? (
            <Loading />
          ) : (
            <TransactionsPanel
              data={transactions.data}
              items={items}
              canCreate={canChange}
              canChange={canChange}
              canDelete={canChange}
              onAdd={() => setEditingTransaction('new')}
              onEdit={setEditingTransaction}
              onDelete={(t) =>
                void handleDelete(T.deleteTransactionConfirm, T.transactionDeleted, () =>
                  removeTransaction.mutateAsync(t.estateTransactionID),
                )
              }
            />
          )}
        </Tabs.Panel>
      </Tabs>
      {editingItem && (
        <EstateItemModal matterID={matter.matterID} item={editingItem} onClose={() => setEditingItem(null)} />
      )}
      {editingTransaction && (
        <EstateTransactionModal
          matterID={matter.matterID}
          transaction={editingTransaction === 'new' ? null : editingTransaction}
          items={items}
          onClose={() => setEditingTransaction(null)}
        />
      )}
    </>
  );
}
