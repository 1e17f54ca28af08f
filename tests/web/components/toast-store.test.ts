import { describe, expect, it } from 'vitest';
import { dialogToaster, show, toaster, toasterMounted } from '../../../web/components/ui/toast-store';
import { dialogOpened, isDialogOpen, showToast, topDialog } from '../../../web/lib/toaster';

const titles = (t: typeof toaster) => t.getVisibleToasts().map((toast) => toast.title);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

toasterMounted();

describe('toasts and open dialogs', () => {
  it('shows at the bottom, moves above a dialog that opens, and shows new ones there until it closes', async () => {
    show({ title: 'Check-in registrado' });
    await settle();
    expect(titles(toaster)).toEqual(['Check-in registrado']);
    expect(titles(dialogToaster)).toEqual([]);

    // showToast loads the store module: the dialog's opening reaches it through the same module.
    showToast({ title: 'carrega o módulo' });
    await settle();
    show({ title: 'Check-in registrado' });
    await settle();
    const closeDialog = dialogOpened(document.createElement('dialog'));
    expect(isDialogOpen()).toBe(true);
    await settle();
    expect(titles(toaster)).toEqual([]);
    expect(titles(dialogToaster)).toEqual(['Check-in registrado']);

    show({ title: 'Não foi possível salvar', variant: 'destructive' });
    await settle();
    expect(titles(dialogToaster)).toEqual(['Não foi possível salvar']);
    expect(titles(toaster)).toEqual([]);

    closeDialog();
    closeDialog(); // a second call changes nothing
    expect(isDialogOpen()).toBe(false);
    show({ title: 'Você saiu da sua conta' });
    await settle();
    expect(titles(toaster)).toEqual(['Você saiu da sua conta']);
    expect(titles(dialogToaster)).toEqual([]);
  });

  it('counts nested dialogs: toasts stay above until the last one closes', async () => {
    const firstDialog = document.createElement('dialog');
    const secondDialog = document.createElement('dialog');
    const first = dialogOpened(firstDialog);
    const second = dialogOpened(secondDialog);
    expect(topDialog()).toBe(secondDialog);
    first();
    expect(topDialog()).toBe(secondDialog);
    show({ title: 'ainda acima' });
    await settle();
    expect(titles(dialogToaster)).toEqual(['ainda acima']);
    second();
    expect(isDialogOpen()).toBe(false);
    expect(topDialog()).toBeNull();
  });
});
