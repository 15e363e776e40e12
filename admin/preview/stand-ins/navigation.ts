// next/navigation in the admin preview's bundle: the page previewed has no router.
export const usePathname = () => '/';
export const useRouter = () => ({ push() {}, replace() {}, prefetch() {}, back() {} });
export const useSearchParams = () => new URLSearchParams();
