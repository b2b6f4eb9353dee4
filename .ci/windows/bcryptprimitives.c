/* For tests under Wine 8 only, never shipped: Wine 8 has no
 * bcryptprimitives.dll, whose ProcessPrng Rust's standard library loads
 * for random numbers (HashMap keys). This one asks advapi32's
 * RtlGenRandom (SystemFunction036) instead. Built by .ci/run with
 * x86_64-w64-mingw32-gcc -shared -o bcryptprimitives.dll bcryptprimitives.c -ladvapi32 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG part = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}
