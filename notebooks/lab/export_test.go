package lab

// NoSync makes the Show functions skip gonbui.Sync, which waits for an
// answer that a test standing in for the kernel does not send.
func NoSync() { syncKernel = func() {} }
